import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type {
  FlightOffer,
  PassengerInput,
  SearchView,
  SeatMap,
  SeatSelection,
} from '@portal/platform-common/contracts';
import type { DuffelBehaviour } from '@portal/sandbox-duffel';
import { testPaymentMethodFor } from '@portal/sandbox-stripe';
import { cents, daysAhead } from './flightStories';
import { controlsHeader, csrfToken, type TestApp } from './testApp';

/** Stripe's documented test card numbers: the only card numbers the stories use. */
export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDSecure: '4000002760003184',
} as const;
/** A CVC no id or amount contains, so a scan can tell whether it was kept anywhere. */
export const CVC = '8642';

export const card = (number: string) => ({
  number,
  expiryMonth: '12',
  expiryYear: String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0'),
  cvv: CVC,
  holderName: 'Ada Lovelace',
});

let lastAddress = 0;
/** Addresses from TEST-NET-3 (RFC 5737): each traveller its own, so per-address limits count one story. */
export const newAddress = (): string => {
  lastAddress += 1;
  return `203.0.${113 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

/** A traveller's browser: its cookie jar, CSRF token and client address. */
export const traveller = async (
  t: TestApp,
  { ip = newAddress(), agent = request.agent(t.app) }: { ip?: string; agent?: request.Agent } = {},
) => {
  const v = {
    agent,
    ip,
    token: await csrfToken(agent),
    get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
    post: (path: string, body: object = {}) =>
      agent.post(path).set('X-Forwarded-For', ip).set('X-CSRF-Token', v.token).send(body),
    /** POST /api/bookings with this checkout's Idempotency-Key. */
    book: (body: object, key: string | null = randomUUID()) => {
      const call = agent.post('/api/bookings').set('X-Forwarded-For', ip).set('X-CSRF-Token', v.token);
      return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
    },
    refreshToken: async () => (v.token = await csrfToken(agent)),
    signIn: async (username: string, password: string) => {
      await v.post('/api/auth/login', { username, password }).expect(200);
      await v.refreshToken();
    },
  };
  return v;
};
export type Traveller = Awaited<ReturnType<typeof traveller>>;

/** Calls the sandboxes received, per endpoint (GET /api/sandbox/stats; SANDBOX_CONTROLS=on). */
export const sandboxCalls = async (
  t: TestApp,
): Promise<{ duffel: Record<string, number>; stripe: Record<string, number> }> =>
  (await request(t.app).get('/api/sandbox/stats').set(controlsHeader(t)).expect(200)).body;

export const stripeCalls = async (t: TestApp, endpoint: string): Promise<number> =>
  (await sandboxCalls(t)).stripe[endpoint] ?? 0;
export const AUTHORIZE = 'POST /v1/payment_intents';
export const CAPTURE = 'POST /v1/payment_intents/:id/capture';
export const CANCEL = 'POST /v1/payment_intents/:id/cancel';

/** Replaces the Duffel sandbox's fault behaviour for orders.create (null: none). */
export const duffelOrdersBehave = (t: TestApp, behaviour: DuffelBehaviour | null) => {
  const sandbox = t.duffelSandbox;
  if (!sandbox) throw new Error('the Duffel sandbox is not in use');
  sandbox.controls.setBehaviour(behaviour);
};
export const duffelOrderCount = (t: TestApp): number => t.duffelSandbox?.controls.stats()['orders.create'] ?? 0;

/** A one-way JFK → LHR search for these travellers; offers at selling prices. */
/**
 * One card's offer per set of flights (its cheapest fare passing `view`): stories that need, say,
 * refundable fares ask for them with the search's own filter.
 */
export const searchJfkLhr = async (
  t: TestApp,
  v: Traveller,
  counts = { adults: 2, children: 1, infants: 0 },
  view: SearchView = {},
): Promise<FlightOffer[]> => {
  const res = await v
    .post('/api/flights/search', {
      origin: 'JFK',
      destination: 'LHR',
      departureDate: daysAhead(t, 30),
      cabinClass: 'economy',
      adultsCount: counts.adults,
      childrenCount: counts.children,
      infantsCount: counts.infants,
      limit: 200,
      ...view,
    })
    .expect(200);
  return res.body.offers as FlightOffer[];
};

/** Each story books an offer of its own (an offer books once); mainline offers have seat maps. */
export const createOfferPicker = (offers: FlightOffer[]) => {
  const used = new Set<string>();
  return async (v: Traveller): Promise<{ offer: FlightOffer; maps: SeatMap[] }> => {
    for (const candidate of offers.filter(
      (offer) => !used.has(offer.id) && ['BA', 'AA', 'DL', 'UA', 'B6', 'LH'].includes(offer.owner.iata_code),
    )) {
      used.add(candidate.id);
      const maps = (await v.get(`/api/flights/seatmaps/${candidate.id}`).expect(200)).body as SeatMap[];
      if (maps.length === 0) continue;
      const offer = (await v.get(`/api/flights/offer/${candidate.id}`).expect(200)).body as FlightOffer;
      return { offer, maps };
    }
    throw new Error('no unused offer with seat maps');
  };
};

const yearsBefore = (date: string, years: number, days = 0): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return new Date(day.getTime() - days * 86_400_000).toISOString().slice(0, 10);
};

/** One passenger per passenger of the offer, in its order, ages in their bands, passports valid for years. */
export const passengersFor = (
  offer: FlightOffer,
  { email = `ada.${randomUUID().slice(0, 8)}@example.org`, familyName = 'Lovelace' } = {},
): PassengerInput[] => {
  const travel = offer.slices[0]?.segments[0]?.departing_at.slice(0, 10) ?? '2030-01-01';
  return offer.passengers.map((passenger, i) => ({
    type: passenger.type,
    title: passenger.type === 'adult' ? (i === 0 ? 'ms' : 'mr') : 'miss',
    firstName: ['Ada', 'William', 'Byron', 'Anne'][i % 4] as string,
    lastName: familyName,
    gender: i === 1 ? 'male' : 'female',
    dateOfBirth:
      passenger.type === 'adult'
        ? yearsBefore(travel, 36 + i)
        : passenger.type === 'child'
          ? yearsBefore(travel, 8)
          : yearsBefore(travel, 0, 200),
    ...(i === 0 ? { email, phone: '+44 20 7946 0958' } : {}),
    passportNumber: `P${4100000 + i}`,
    passportExpiryDate: yearsBefore(travel, -6),
    passportIssuingCountry: 'GB',
  }));
};

/** A seat for each of the first `count` seated passengers on the first flight, as the seat page sends them. */
export const seatsFor = (offer: FlightOffer, maps: SeatMap[], count: number): SeatSelection[] => {
  const map = maps[0];
  if (!map) return [];
  const seated = offer.passengers.filter((passenger) => passenger.type !== 'infant_without_seat').slice(0, count);
  const elements = map.cabins.flatMap((cabin) =>
    cabin.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)),
  );
  const taken = new Set<string>();
  return seated.map((passenger) => {
    // A paid seat when there is one, so the total includes seat prices.
    const candidates = elements.filter(
      (element) =>
        element.available &&
        element.designator &&
        !taken.has(element.designator) &&
        element.available_services.some((service) => service.passenger_id === passenger.id),
    );
    const element =
      candidates.find((candidate) => cents(candidate.available_services[0]?.total_amount ?? '0') > 0n) ?? candidates[0];
    const service = element?.available_services.find((candidate) => candidate.passenger_id === passenger.id);
    if (!element?.designator || !service) throw new Error(`no seat for ${passenger.id}`);
    taken.add(element.designator);
    return {
      passengerId: passenger.id,
      segmentId: map.segment_id,
      serviceId: service.id,
      designator: element.designator,
      amount: service.total_amount,
      currency: service.total_currency,
    };
  });
};

const formatCents = (value: bigint): string => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

/** The total the payment page shows: the offer's total plus the chosen seats (both already marked up). */
export const totalOf = (offer: FlightOffer, seats: SeatSelection[]): string =>
  formatCents(seats.reduce((sum, seat) => sum + cents(seat.amount), cents(offer.total_amount)));

/**
 * Stripe's test PaymentMethod for a test number (`pm_card_visa` for 4242…): what Stripe.js would
 * hand the page for that card, usable with any Stripe test key, the sandbox's included.
 */
export const paymentMethodFor = (cardNumber: string): string => {
  const id = testPaymentMethodFor(cardNumber);
  if (!id) throw new Error(`no Stripe test PaymentMethod for ${cardNumber.slice(-4)}`);
  return id;
};

export const bookingBody = ({
  offer,
  passengers,
  seats = [],
  cardNumber = CARDS.visa,
  amount,
}: {
  offer: FlightOffer;
  passengers: PassengerInput[];
  seats?: SeatSelection[];
  cardNumber?: string;
  amount?: string;
}) => ({
  offerId: offer.id,
  passengers,
  seats,
  paymentDetails: {
    amount: amount ?? totalOf(offer, seats),
    currency: offer.total_currency,
    paymentMethodId: paymentMethodFor(cardNumber),
  },
});

/**
 * The traveller's answer to the bank's 3-D Secure challenge, as the sandbox's challenge page
 * posts it (`origin`: the sandbox's; the intent id is the client secret's first part).
 */
export const answerChallenge = async (
  origin: string,
  clientSecret: string,
  result: 'complete' | 'fail',
): Promise<void> => {
  const intentId = clientSecret.split('_secret_')[0] as string;
  const res = await fetch(`${origin}/sandbox/3ds/${intentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result, client_secret: clientSecret }).toString(),
    redirect: 'manual',
  });
  if (res.status >= 400) throw new Error(`the challenge page answered ${res.status}`);
};

/** Polls until `check` holds (or fails the story after `ms`). */
export const eventually = async (check: () => Promise<boolean>, ms = 15_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
