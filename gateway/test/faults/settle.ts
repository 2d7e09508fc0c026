import request from 'supertest';
import { checkoutJobsOf } from '../../src/app';
import { csrfToken, type TestApp } from '../testApp';

export interface SettleFigures {
  /** Resumer passes needed with the faults still in force. */
  passesUnderFaults: number;
  /** Passes after the faults were lifted (0 when none was needed). */
  passesAfterFaults: number;
}

const MAX_PASSES_UNDER_FAULTS = 12;
const MAX_PASSES_AFTER = 3;

/** Bookings not yet ended, and lost authorizations not yet released. */
export const unsettled = async (t: TestApp): Promise<number> => {
  const { rows } = await t.sessionPool.query(
    `SELECT (SELECT count(*) FROM bookings WHERE status IN ('pending', 'authorized', 'order_unknown', 'order_created'))
          + (SELECT count(*) FROM payment_authorizations WHERE status = 'unknown') AS n`,
  );
  return Number((rows[0] as { n: string }).n);
};

/**
 * Drives every unfinished booking to its end by running the checkout jobs, as the gateway's
 * timer would, with no wait: first with the faults still in force, then (if some are still
 * left) without. The sandbox clock moves past every 202 order's delay first, and the resumer
 * gets no grace period: every call that could make an order has ended by now.
 */
export const settle = async (t: TestApp): Promise<SettleFigures> => {
  t.providers.duffel.sandbox?.clock.advanceMinutes(5);
  const jobs = checkoutJobsOf(t.app);
  const pass = () => jobs.runOnce({ staleMs: 0, unknownOrderGraceMs: 0, unsettledMinAgeMs: 0 });
  let passesUnderFaults = 0;
  while ((await unsettled(t)) > 0 && passesUnderFaults < MAX_PASSES_UNDER_FAULTS) {
    await pass();
    passesUnderFaults += 1;
  }
  let passesAfterFaults = 0;
  if ((await unsettled(t)) > 0) {
    const agent = request.agent(t.app);
    const token = await csrfToken(agent);
    await agent.delete('/api/sandbox/faults').set('X-CSRF-Token', token).expect(204);
    while ((await unsettled(t)) > 0 && passesAfterFaults < MAX_PASSES_AFTER) {
      await pass();
      passesAfterFaults += 1;
    }
  }
  return { passesUnderFaults, passesAfterFaults };
};
