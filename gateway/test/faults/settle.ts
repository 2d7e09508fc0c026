import request from 'supertest';
import { CONTROLS_TOKEN_HEADER } from '../../src/modules/sandboxControls/controlsAccess';
import type { TestApp } from '../testApp';

export interface SettleFigures {
  /** Resumer passes needed with the faults still in force. */
  passesUnderFaults: number;
  /** Passes after the faults were lifted (0 when none was needed). */
  passesAfterFaults: number;
}

/** The gateway that settles: its sandbox controls, reached over HTTP (`target`: an app or an origin) with its controls token. */
export const controlsOf = (target: TestApp['app'] | string, controlsToken: string) => {
  const call = async (method: 'post' | 'delete', path: string, body?: object) => {
    const res = await request(target)[method](path).set(CONTROLS_TOKEN_HEADER, controlsToken).send(body);
    if (res.status >= 300)
      throw new Error(`${method.toUpperCase()} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  return {
    advanceClock: (minutes: number) => call('post', '/api/sandbox/clock', { advanceMinutes: minutes }),
    /** One pass of the checkout jobs with no grace: every call that could make an order has ended, every challenge not answered is abandoned. */
    pass: () =>
      call('post', '/api/sandbox/checkout-jobs', {
        staleMs: 0,
        unknownOrderGraceMs: 0,
        authenticationWaitMs: 0,
        unsettledMinAgeMs: 0,
      }),
    clearFaults: () => call('delete', '/api/sandbox/faults'),
  };
};

const MAX_PASSES_UNDER_FAULTS = 12;
const MAX_PASSES_AFTER = 3;

/** Bookings and booking changes not yet ended, and lost authorizations not yet released. */
export const unsettled = async (t: TestApp): Promise<number> => {
  const { rows } = await t.sessionPool.query(
    `SELECT (SELECT count(*) FROM bookings WHERE status IN ('pending', 'awaiting_authentication', 'authorized', 'order_unknown', 'order_created'))
          + (SELECT count(*) FROM payment_authorizations WHERE status = 'unknown')
          + (SELECT count(*) FROM booking_changes WHERE status IN ('authorizing', 'requires_action', 'changing', 'charging', 'refunding')) AS n`,
  );
  return Number((rows[0] as { n: string }).n);
};

/**
 * Drives every unfinished booking to its end by running the checkout jobs, as the gateway's
 * timer would, with no wait: first with the faults still in force, then (if some are still
 * left) without. The sandbox clock moves past every 202 order's delay first.
 */
export const settle = async (
  t: TestApp,
  controls = controlsOf(t.app, t.config.sandboxControlsToken ?? ''),
): Promise<SettleFigures> => {
  await controls.advanceClock(5);
  let passesUnderFaults = 0;
  while ((await unsettled(t)) > 0 && passesUnderFaults < MAX_PASSES_UNDER_FAULTS) {
    await controls.pass();
    passesUnderFaults += 1;
  }
  let passesAfterFaults = 0;
  if ((await unsettled(t)) > 0) {
    await controls.clearFaults();
    while ((await unsettled(t)) > 0 && passesAfterFaults < MAX_PASSES_AFTER) {
      await controls.pass();
      passesAfterFaults += 1;
    }
  }
  return { passesUnderFaults, passesAfterFaults };
};
