import { Router } from 'express';
import { createHash } from 'node:crypto';
import { healthSchema, systemModeSchema, type SystemMode } from '@portal/platform/contracts';
import type { SystemService } from './system.service';

// Every page asks for the mode, which has two values: each answer is written out once.
const answers = new Map<string, { body: string; etag: string }>();
const answerFor = (mode: SystemMode) => {
  const key = mode.mode;
  let answer = answers.get(key);
  if (!answer) {
    const body = JSON.stringify(systemModeSchema.parse(mode));
    answer = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    answers.set(key, answer);
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
      const { body, etag } = answerFor(await system.mode());
      res.set('Cache-Control', 'no-cache').set('Content-Type', 'application/json; charset=utf-8').set('ETag', etag);
      res.send(body);
    });
