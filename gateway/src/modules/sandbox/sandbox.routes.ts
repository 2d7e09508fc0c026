import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { validate } from '../../http/validate';
import type { ProviderMode } from '../../providers';
import type { SandboxClock } from '../../sandbox/clock';
import type { SandboxStats } from './sandboxStats';

/** Up to a year either way: enough for any expiry or departure-date story. */
const clockBody = z.object({ advanceMinutes: z.number({ error: 'advanceMinutes must be a number of minutes' }).finite().min(-525_600).max(525_600) });

/** What the controls need of the Stripe sandbox: its own per-endpoint call counts. */
export interface StripeSandboxStats {
  stats(): Record<string, number>;
  resetStats(): void;
}

export interface SandboxControlsDeps {
  clock: SandboxClock;
  stats: SandboxStats;
  /** The Stripe sandbox, when test payments run on it (null with a real Stripe test key). */
  stripe?: StripeSandboxStats | null;
  currentMode: () => Promise<ProviderMode>;
}

/**
 * Test-only controls (DESIGN §9). app.ts mounts this router only when SANDBOX_CONTROLS=on and the
 * sandboxes are in use; in live mode the routes answer 404 as if they did not exist.
 */
export const createSandboxControlsRouter = ({ clock, stats, stripe, currentMode }: SandboxControlsDeps) => {
  const testModeOnly: RequestHandler = async (_req, _res, next) => {
    if ((await currentMode()) !== 'test') throw new AppError('NOT_FOUND', 'Not found', 404);
    next();
  };

  return Router()
    .use('/api/sandbox', testModeOnly)
    .post('/api/sandbox/clock', validate(clockBody, 'body'), (req, res) => {
      clock.advanceMinutes((req.body as z.infer<typeof clockBody>).advanceMinutes);
      res.set('Cache-Control', 'no-store').json({ now: clock.now().toISOString() });
    })
    .get('/api/sandbox/stats', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ ...stats.snapshot(), stripe: stripe?.stats() ?? {} });
    })
    .delete('/api/sandbox/stats', (_req, res) => {
      stats.reset();
      stripe?.resetStats();
      res.status(204).end();
    });
};
