import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { sandboxCheckoutJobsSchema, sandboxFaultRuleSchema } from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { validated } from '../../http/validate';
import type { ProviderMode } from '../../providers';
import type { SandboxClock } from '@portal/sandbox-clock';
import type { CheckoutJobs } from '../bookings/checkoutJobs';
import type { SandboxFaults } from './sandboxFaults';
import type { SandboxStats } from './sandboxStats';

/** Up to a year either way: enough for any expiry or departure-date story. */
const clockBody = z.object({
  advanceMinutes: z.number({ error: 'advanceMinutes must be a number of minutes' }).finite().min(-525_600).max(525_600),
});

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
  /** The fault switch, wired to the Duffel sandbox and, when it runs here, the Stripe one. */
  faults: SandboxFaults;
  /** Ends the Duffel calls that timeout faults hold open. */
  releaseHeldCalls: () => void;
  /** The checkout's background jobs, run on demand rather than by the timer. */
  jobs: Pick<CheckoutJobs, 'runOnce'>;
  /** Admins, or callers with SANDBOX_CONTROLS_TOKEN (controlsAccess.ts). */
  access: RequestHandler;
}

/**
 * Test-only controls (clock, faults, stats, jobs), never part of a live portal. app.ts mounts this
 * router only when SANDBOX_CONTROLS=on and the sandboxes are in use; in live mode the routes answer 404 as if they did not exist. Only admins
 * and holders of SANDBOX_CONTROLS_TOKEN may use them.
 */
export const createSandboxControlsRouter = ({
  clock,
  stats,
  stripe,
  currentMode,
  faults,
  releaseHeldCalls,
  jobs,
  access,
}: SandboxControlsDeps) => {
  const testModeOnly: RequestHandler = async (_req, _res, next) => {
    if ((await currentMode()) !== 'test') throw new AppError('NOT_FOUND', 'Not found', 404);
    next();
  };

  return Router()
    .use('/api/sandbox', testModeOnly, access)
    .post(
      '/api/sandbox/clock',
      validated({ body: clockBody }, (_req, res, { body }) => {
        clock.advanceMinutes(body.advanceMinutes);
        res.set('Cache-Control', 'no-store').json({ now: clock.now().toISOString() });
      }),
    )
    .get('/api/sandbox/stats', (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ ...stats.snapshot(), stripe: stripe?.stats() ?? {} });
    })
    .delete('/api/sandbox/stats', (_req, res) => {
      stats.reset();
      stripe?.resetStats();
      res.status(204).end();
    })
    .get('/api/sandbox/faults', (_req, res) => {
      res.set('Cache-Control', 'no-store').json(faults.state());
    })
    .post(
      '/api/sandbox/faults',
      validated({ body: sandboxFaultRuleSchema }, (_req, res, { body: rule }) => {
        if (rule.provider === 'stripe' && !stripe) {
          throw new AppError(
            'SANDBOX_ELSEWHERE',
            'The Stripe sandbox does not run in this gateway (a Stripe test key or SANDBOX_STRIPE_URL is set): its faults are set where it runs.',
            409,
          );
        }
        faults.set(rule);
        res.set('Cache-Control', 'no-store').json(faults.state());
      }),
    )
    .delete('/api/sandbox/faults', (_req, res) => {
      faults.clear();
      releaseHeldCalls();
      res.status(204).end();
    })
    .post(
      '/api/sandbox/checkout-jobs',
      validated({ body: sandboxCheckoutJobsSchema }, async (_req, res, { body }) => {
        await jobs.runOnce(body);
        res.status(204).end();
      }),
    );
};
