import { Router } from 'express';
import { healthSchema, systemModeSchema, type SystemMode } from '@portal/platform-common/contracts';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../../http/preparedJson';
import type { SystemService } from './system.service';

// Every page asks for the mode, which has two values: each answer is written out once.
const answers = new Map<SystemMode['mode'], PreparedJson>();
const answerFor = (mode: SystemMode): PreparedJson => {
  let answer = answers.get(mode.mode);
  if (!answer) {
    answer = prepareJson(systemModeSchema.parse(mode));
    answers.set(mode.mode, answer);
  }
  return answer;
};

export const createSystemRouter = (system: SystemService) =>
  Router()
    .get('/api/health', async (_req, res) => {
      const health = healthSchema.parse(await system.health());
      res
        .status(health.status === 'ok' ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json(health);
    })
    .get('/api/system/mode', async (_req, res) => {
      sendPreparedJson(res, answerFor(await system.mode()), 'no-cache');
    });
