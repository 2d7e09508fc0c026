import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_SANDBOX_CONTROLS_TOKEN } from './portalEnv';

const CONTROLS = { 'X-Sandbox-Controls-Token': E2E_SANDBOX_CONTROLS_TOKEN };

/** A fault rule of POST /api/sandbox/faults (README, Fault injection). */
export interface FaultRule {
  provider: 'duffel' | 'stripe';
  operation: string;
  kind: string;
  rate: number;
  percent?: number;
  [option: string]: unknown;
}

/** Puts a fault rule in force in the portal's sandboxes, through the controls token (no admin session needed). */
export const setFault = async (request: APIRequestContext, rule: FaultRule) => {
  const response = await request.post('/api/sandbox/faults', { data: rule, headers: CONTROLS });
  expect(response.status(), await response.text()).toBe(200);
};

/** From now on, every Duffel read of an offer prices it `percent` away from its listed price. */
export const pricesMove = (request: APIRequestContext, percent: number) =>
  setFault(request, { provider: 'duffel', operation: 'offers.get', kind: 'price_change', rate: 1, percent });

/** No fault any more. */
export const clearFaults = async (request: APIRequestContext) => {
  const response = await request.delete('/api/sandbox/faults', { headers: CONTROLS });
  expect(response.status(), await response.text()).toBe(204);
};

/** How many calls each sandbox has answered: Duffel's by operation, Stripe's by endpoint. */
export const sandboxCalls = async (request: APIRequestContext) => {
  const response = await request.get('/api/sandbox/stats', { headers: CONTROLS });
  expect(response.status(), await response.text()).toBe(200);
  const { stripe, ...duffel } = (await response.json()) as { stripe: Record<string, number> } & Record<string, unknown>;
  return { duffel: duffel as Record<string, number>, stripe };
};
