import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { FlightOffer } from '@portal/platform-common/contracts';
import type { Random } from '@portal/sandbox-duffel';
import { answerChallenge, bookingBody, CARDS, newAddress, passengersFor } from '../bookingStories';
import { daysAhead } from '../flightStories';
import { csrfToken, type TestApp } from '../testApp';
import { signInAs, type SignedIn } from '../users';

const ROUTES: [string, string][] = [
  ['JFK', 'LHR'],
  ['LHR', 'JFK'],
  ['JFK', 'CDG'],
  ['ORD', 'LHR'],
  ['LAX', 'JFK'],
  ['SFO', 'JFK'],
  ['BOS', 'LHR'],
  ['JFK', 'FRA'],
  ['LHR', 'FRA'],
  ['ATL', 'LHR'],
  ['MIA', 'JFK'],
  ['DFW', 'JFK'],
  ['LHR', 'MAD'],
  ['CDG', 'JFK'],
  ['SEA', 'SFO'],
  ['LHR', 'DXB'],
];
/** Cards whose bank asks for 3-D Secure: always, 3DS2, and one declined after the challenge. */
const THREE_D_SECURE_CARDS = ['4000002760003184', '4000000000003220', '4000008260003178'];

const FAMILY_NAMES = [
  'Hopper',
  'Turing',
  'Lovelace',
  'Noether',
  'Meitner',
  'Curie',
  'Knuth',
  'Liskov',
  'Hamilton',
  'Babbage',
  'Shannon',
  'Ritchie',
];

/** Offers taken from one search, so the run books both kinds of fare and many routes. */
const OFFERS_PER_SEARCH = 20;

/** Offers enough for `count` bookings, each its own (an offer books once); searched before any fault. */
export const collectOffers = async (t: TestApp, count: number): Promise<FlightOffer[]> => {
  const agent = request.agent(t.app);
  const token = await csrfToken(agent);
  const offers: FlightOffer[] = [];
  for (let i = 0; offers.length < count; i++) {
    const [origin, destination] = ROUTES[i % ROUTES.length] as [string, string];
    if (i >= ROUTES.length * 4) throw new Error(`only ${offers.length} offers found for ${count} bookings`);
    const family = i % 2 === 0 ? { adultsCount: 1, childrenCount: 0 } : { adultsCount: 2, childrenCount: 1 };
    const res = await agent
      .post('/api/flights/search')
      .set('X-CSRF-Token', token)
      .send({
        origin,
        destination,
        departureDate: daysAhead(t, 20 + Math.floor(i / ROUTES.length)),
        cabinClass: 'economy',
        infantsCount: 0,
        ...family,
        limit: 60,
        // Every other search, fares the airline lets a traveller change (cheapest fares seldom are): the run changes some.
        ...(i % 2 === 1 ? { refundable: true } : {}),
      })
      .expect(200);
    offers.push(...(res.body.offers as FlightOffer[]).slice(0, OFFERS_PER_SEARCH));
  }
  return offers.slice(0, count);
};

export interface CheckoutAnswer {
  status: number;
  error?: string;
  /** A 202 asking for 3-D Secure: the booking and the client secret the page authenticates with. */
  clientSecret?: string;
  bookingId?: string;
}

/**
 * Travellers who check out: signed-in ones (a few accounts) and guests (an account made for each
 * at confirmation), against the app in this process or a gateway at `target` (guests only there).
 */
export const createCheckoutClients = async (
  t: TestApp,
  {
    target,
    accounts = target ? 0 : 3,
    stripeOrigin = t.providers.stripe.sandboxOrigin(),
  }: { target?: string; accounts?: number; stripeOrigin?: string | null } = {},
) => {
  const signedIn: SignedIn[] = [];
  for (let i = 0; i < accounts; i++) signedIn.push(await signInAs(t, `fault-traveller-${i}`, ['traveller']));
  const newAgent = () => (target ? request.agent(target) : request.agent(t.app));

  /** One checkout as the booking page makes it: the offer verified, then POST /api/bookings (sometimes twice at once: a double click). */
  const checkout = async (offer: FlightOffer, random: Random): Promise<CheckoutAnswer[]> => {
    const guest = signedIn.length === 0 || random.chance(0.25);
    const account = guest ? { agent: newAgent(), token: '' } : random.pick(signedIn);
    const token = guest ? await csrfToken(account.agent).catch(() => '') : account.token;
    const ip = newAddress();
    const threeDSecure = stripeOrigin !== null && random.chance(0.12);
    const cardNumber = threeDSecure
      ? random.pick(THREE_D_SECURE_CARDS)
      : random.chance(0.1)
        ? CARDS.declined
        : random.chance(0.05)
          ? CARDS.insufficientFunds
          : CARDS.visa;
    const body = bookingBody({
      offer,
      passengers: passengersFor(offer, { familyName: random.pick(FAMILY_NAMES) }),
      cardNumber,
    });
    // The page verifies the offer first; a failed check does not stop a traveller from paying.
    for (let attempt = 0; attempt < 2; attempt++) {
      const verified = await account.agent
        .get(`/api/flights/verify-offer/${offer.id}`)
        .set('X-Forwarded-For', ip)
        .then(
          (res: request.Response) => res.status,
          () => 0,
        );
      if (verified > 0 && verified < 500) break;
    }
    const key = randomUUID();
    const post = (): Promise<CheckoutAnswer> =>
      account.agent
        .post('/api/bookings')
        .set('X-Forwarded-For', ip)
        .set('X-CSRF-Token', token)
        .set('Idempotency-Key', key)
        .send(body)
        .then(
          (res: request.Response) => {
            const body = res.body as { error?: string; id?: string; clientSecret?: string };
            return {
              status: res.status,
              error: body.error,
              ...(res.status === 202 && body.clientSecret
                ? { clientSecret: body.clientSecret, bookingId: body.id }
                : {}),
            };
          },
          // The gateway went away mid-request (killed): no answer at all.
          (error: Error) => ({ status: 0, error: error.message }),
        );
    const answers = await Promise.all(random.chance(0.1) ? [post(), post()] : [post()]);
    // A traveller who saw an error tries again with the same key (the page keeps it per attempt).
    if ((answers[0]?.status ?? 0) >= 500 && random.chance(0.5)) answers.push(await post());
    const challenged = answers.find((answer) => answer.clientSecret);
    if (challenged?.clientSecret && challenged.bookingId) {
      // The bank's challenge: most complete it, some fail it, some close the page (the resumer ends those).
      const choice = random.chance(0.7) ? 'complete' : random.chance(0.5) ? 'fail' : 'abandon';
      if (choice === 'abandon' || !stripeOrigin) return answers;
      const answered = await answerChallenge(stripeOrigin, challenged.clientSecret, choice).then(
        () => true,
        () => false,
      );
      if (!answered) return answers;
      for (let attempt = 0; attempt < 3; attempt++) {
        const back = await account.agent
          .post(`/api/bookings/${challenged.bookingId}/authentication`)
          .set('X-Forwarded-For', ip)
          .set('X-CSRF-Token', token)
          .set('Idempotency-Key', key)
          .send({})
          .then(
            (res: request.Response) => ({ status: res.status, error: (res.body as { error?: string }).error }),
            (error: Error) => ({ status: 0, error: error.message }),
          );
        answers.push(back);
        if (back.status > 0 && back.status < 500 && back.status !== 409) break;
      }
    }
    return answers;
  };

  /** The signed-in travellers by username: their bookings can be changed afterwards (changeClients). */
  const travellers = new Map(signedIn.map((account, i) => [`fault-traveller-${i}`, account]));
  return { checkout, accounts: travellers };
};

/** Runs `work` over the items, `concurrency` at a time, until the items or `enough()` run out. */
export const inPool = async <T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
  enough: () => Promise<boolean> = async () => false,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !(await enough())) {
      // Another worker may have taken the last item while this one waited for enough().
      if (next >= items.length) break;
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};
