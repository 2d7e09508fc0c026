import type request from 'supertest';
import { tooManyRequestsMessage } from '../../src/http/rateLimit';
import {
  bookingBody,
  CARDS,
  createOfferPicker,
  passengersFor,
  paymentMethodFor,
  searchJfkLhr,
  traveller,
  type Traveller,
} from '../bookingStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

// Finding (issue 21): every limit counted by client address only. A card-testing script rotates
// addresses: payments are also limited per session, and each card's failed attempts are counted
// by Stripe's card fingerprint, whoever sends them.
let t: TestApp;
beforeAll(async () => {
  // The shipped defaults: 10 payment attempts per session, 5 failed attempts per card an hour.
  t = await createTestApp(
    { RATE_LIMIT_PAYMENTS_PER_SESSION: '', RATE_LIMIT_PAYMENTS_PER_ADDRESS: '', RATE_LIMIT_CARD_DECLINES: '' },
    { listen: true },
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

let lastOctet = 0;
const freshAddress = () => `198.18.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;

const processCard = (v: Traveller, number: string, ip = v.ip) =>
  v.agent
    .post('/api/payments/process-card')
    .set('X-Forwarded-For', ip)
    .set('X-CSRF-Token', v.token)
    .send({ amount: '120.00', currency: 'USD', paymentMethodId: paymentMethodFor(number) });

const intentsAtStripe = () => Object.keys(t.providers.stripe.sandbox?.store.snapshot().paymentIntents ?? {}).length;

const expectRefused = (res: request.Response) => {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.body).toEqual({ message: tooManyRequestsMessage(retryAfter), error: 'RATE_LIMITED' });
};

describe('card testing', () => {
  test('when one session tries many cards from ever new addresses, then the attempts past 10 are refused', async () => {
    const v = await traveller(t);
    // Eleven different cards (each a Stripe test PaymentMethod, as a script would get them from Stripe.js).
    const numbers = [
      '4242424242424242',
      '4000056655665556',
      '5555555555554444',
      '5200828282828210',
      '378282246310005',
      '6011111111111117',
      '3056930009020004',
      '3566002020360505',
      '6200000000000005',
      '4000000000009987',
      '4000000000000002',
    ];

    const statuses: number[] = [];
    for (const number of numbers) statuses.push((await processCard(v, number, freshAddress())).status);

    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('when one declined card is tried from many sessions and addresses, then after 5 failures it is refused before Stripe is asked to charge it', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await processCard(await traveller(t, { ip: freshAddress() }), CARDS.declined);
      expect(res.status).toBe(402);
    }
    const intentsBefore = intentsAtStripe();

    const refused = await processCard(await traveller(t, { ip: freshAddress() }), CARDS.declined);

    expectRefused(refused);
    expect(intentsAtStripe()).toBe(intentsBefore);
  });

  test('when a card that keeps being authorized is used from many sessions, then it is never refused (only failures count)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      statuses.push((await processCard(await traveller(t, { ip: freshAddress() }), '4000056655665556')).status);

    expect(statuses).toEqual(Array.from({ length: 8 }, () => 200));
  });

  test('when a card refused at process-card is used to book, then the booking is refused too and nothing is charged', async () => {
    const v = await traveller(t, { ip: freshAddress() });
    const pickOffer = createOfferPicker(await searchJfkLhr(t, v));
    const { offer } = await pickOffer(v);
    const intentsBefore = intentsAtStripe();

    const res = await v.book(bookingBody({ offer, passengers: passengersFor(offer), cardNumber: CARDS.declined }));

    expectRefused(res);
    expect(intentsAtStripe()).toBe(intentsBefore);
  });
});
