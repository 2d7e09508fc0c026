import type { RequestHandler } from 'express';
import type { SandboxProvider } from './sandboxStats';

/**
 * The seam for fault injection (DESIGN §9: POST/DELETE /api/sandbox/faults, a later issue): this
 * middleware sits in front of each sandbox router, after the call counter, so an injected
 * latency, 5xx, timeout, dropped connection or Duffel 202 is decided per request here. Until
 * faults exist it lets every request through.
 */
export const createSandboxFaults = () => ({
  middleware(_provider: SandboxProvider): RequestHandler {
    return (_req, _res, next) => next();
  },
});

export type SandboxFaults = ReturnType<typeof createSandboxFaults>;
