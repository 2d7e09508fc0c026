import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import type { BookingChangeOffer } from '@portal/platform-common/contracts';
import { seededRandom, type Random } from '@portal/sandbox-duffel';
import { newAddress } from '../bookingStories';
import { daysAhead } from '../flightStories';
import type { TestApp } from '../testApp';
import type { SignedIn } from '../users';
import { inPool } from './checkoutClients';
import { CHANGE_FAULTS, injectedBy, seededMix } from './faultMix';
import { faultsState, setFaults } from './faultSwitch';
import { controlsOf } from './settle';

/** A confirmed booking a signed-in traveller of the run may change: its owner's session and its route. */
export interface ChangeableBooking {
  id: string;
  owner: SignedIn;
  route: { origin: string; destination: string }[];
}

export interface ChangeAnswer {
  /** What the traveller asked for: the direction of the offer taken, or why none was. */
  asked: BookingChangeOffer['direction'] | 'no_offer';
  statuses: number[];
}

/** Confirmed bookings of the run's signed-in travellers whose fare the airline lets them change. */
export const changeableBookings = async (
  t: TestApp,
  accounts: Map<string, SignedIn>,
  limit: number,
): Promise<ChangeableBooking[]> => {
  const { rows } = await t.sessionPool.query(
    `SELECT b.id, u.username, b.itinerary FROM bookings b JOIN users u ON u.id = b.user_id
     WHERE b.status = 'confirmed' AND u.username = ANY($1) AND (b.itinerary->'conditions'->>'changeable')::boolean
     ORDER BY b.created_at LIMIT $2`,
    [[...accounts.keys()], limit],
  );
  return (
    rows as { id: string; username: string; itinerary: { slices: Record<string, { iata_code: string }>[] } }[]
  ).map((row) => ({
    id: row.id,
    owner: accounts.get(row.username) as SignedIn,
    route: row.itinerary.slices.map((slice) => ({
      origin: slice.origin?.iata_code ?? '',
      destination: slice.destination?.iata_code ?? '',
    })),
  }));
};

/**
 * A traveller changing a booking from My Trips under faults: asks for the change offers of a
 * later date (again if the answer failed), takes one (a dearer flight paid by card, sometimes a
 * declined one; a cheaper one refunded; one at the same price), confirms it under an
 * Idempotency-Key, and sends the same request again after an error, as the page does.
 */
export const changeBooking = async (t: TestApp, booking: ChangeableBooking, random: Random): Promise<ChangeAnswer> => {
  const ip = newAddress();
  const { agent, token } = booking.owner;
  const send = (path: string, body: object, key?: string) => {
    const call = agent.post(path).set('X-Forwarded-For', ip).set('X-CSRF-Token', token);
    return (key ? call.set('Idempotency-Key', key) : call).send(body).then(
      (res: request.Response) => res,
      () => null,
    );
  };
  const days = random.int(30, 60);
  let offers: BookingChangeOffer[] = [];
  for (let attempt = 0; attempt < 3 && offers.length === 0; attempt++) {
    const quoted = await send(`/api/bookings/${booking.id}/changes`, {
      slices: booking.route.map((slice, i) => ({ ...slice, departureDate: daysAhead(t, days + i * 7) })),
    });
    if (quoted?.status === 200) offers = (quoted.body as { offers: BookingChangeOffer[] }).offers;
    else if (quoted && quoted.status < 500) break;
  }
  if (offers.length === 0) return { asked: 'no_offer', statuses: [] };
  // A direction first (to pay, refunded, the same price), then one of its offers: each is drawn even when one dominates.
  const direction = random.pick([...new Set(offers.map((choice) => choice.direction))]);
  const offer = random.pick(offers.filter((choice) => choice.direction === direction));
  const card =
    offer.direction === 'pay'
      ? { paymentMethodId: random.chance(0.15) ? 'pm_card_visa_chargeDeclined' : 'pm_card_visa' }
      : {};
  const key = randomUUID();
  const path = `/api/bookings/${booking.id}/changes/${offer.changeOfferId}/confirm`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await send(path, card, key);
    statuses.push(res?.status ?? 0);
    if (res && res.status < 500) break;
    if (!random.chance(0.6)) break;
  }
  return { asked: offer.direction, statuses };
};

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * The change phase of a randomized run: up to `changes` confirmed bookings changed at once,
 * `concurrency` at a time, under the change faults (a mix of its own, seeded from the run's),
 * with the checkout jobs running beside them as the gateway's timer runs them.
 */
export const runRandomChanges = async (
  t: TestApp,
  {
    seed,
    changes,
    concurrency,
    staleMs,
    accounts,
  }: { seed: number; changes: number; concurrency: number; staleMs: number; accounts: Map<string, SignedIn> },
) => {
  const bookings = await changeableBookings(t, accounts, changes);
  await controlsOf(t.app, t.config.sandboxControlsToken ?? '').clearFaults();
  await setFaults(t, seededMix(CHANGE_FAULTS, seed + 1));
  let running = true;
  const resumer = (async () => {
    while (running) {
      await t.jobs.runOnce({ staleMs });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const answers: ChangeAnswer[] = [];
  await inPool(bookings, concurrency, async (booking, index) => {
    answers.push(await changeBooking(t, booking, seededRandom('change', seed, index)));
  });
  running = false;
  await resumer;
  return {
    changeable: bookings.length,
    asked: tally(answers.map((answer) => answer.asked)),
    firstAnswers: tally(
      answers.filter((answer) => answer.statuses.length > 0).map((answer) => String(answer.statuses[0])),
    ),
    lastAnswers: tally(
      answers.filter((answer) => answer.statuses.length > 0).map((answer) => String(answer.statuses.at(-1))),
    ),
    faultsInjected: injectedBy((await faultsState(t)).injected),
  };
};
