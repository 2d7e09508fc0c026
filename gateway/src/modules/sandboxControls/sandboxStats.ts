import type { RequestHandler } from 'express';

export type SandboxProvider = 'duffel';

/** Duffel ids: a three-letter prefix and an opaque tail (orq_..., off_..., ord_...); 'seat_maps' is not one. */
const RESOURCE_ID = /^[a-z]{3}_[A-Za-z0-9_-]{6,}$/;

/** 'GET /air/offers/off_123456/' → 'GET air/offers/:id': the endpoint, not the resource. */
export const endpointOf = (method: string, path: string): string => {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => (RESOURCE_ID.test(part) ? ':id' : part));
  return `${method.toUpperCase()} ${parts.join('/')}`;
};

/**
 * Calls received by the in-process sandboxes, per provider and endpoint, so a test can prove a
 * page came from the database rather than from the provider (GET /api/sandbox/stats).
 */
export const createSandboxStats = () => {
  const counts = new Map<SandboxProvider, Map<string, number>>();

  return {
    /** Mounted in front of a sandbox router: counts each request as it arrives. */
    counter(provider: SandboxProvider): RequestHandler {
      return (req, _res, next) => {
        const endpoint = endpointOf(req.method, req.path);
        let byEndpoint = counts.get(provider);
        if (!byEndpoint) counts.set(provider, (byEndpoint = new Map()));
        byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? 0) + 1);
        next();
      };
    },

    snapshot(): Record<SandboxProvider, Record<string, number>> {
      return { duffel: Object.fromEntries(counts.get('duffel') ?? []) };
    },

    reset(): void {
      counts.clear();
    },
  };
};

export type SandboxStats = ReturnType<typeof createSandboxStats>;
