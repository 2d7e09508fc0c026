import { Router } from 'express';
import { healthSchema, systemModeSchema } from '@portal/platform/contracts';
import type { SystemService } from './system.service';

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
      res.set('Cache-Control', 'no-cache').json(systemModeSchema.parse(await system.mode()));
    });
