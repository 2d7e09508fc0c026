import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
export const OUTBOUND_DAYS = 21;
export const RETURN_DAYS = 28;

interface SearchOffer {
  id: string;
  total_amount: string;
  total_currency: string;
  conditions: { changeable?: boolean };
}

/**
 * Books, for the signed-in traveller of `request`, a JFK → LHR round trip (three and four weeks
 * out) of a fare that allows changes, through the gateway's real booking route. The card is
 * Stripe's test PaymentMethod for 4242 4242 4242 4242: what Stripe.js would have made in a browser.
 */
export const bookChangeableTrip = async (request: APIRequestContext): Promise<string> => {
  const search = await request.get(
    `/api/flights/search?origin=JFK&destination=LHR&departureDate=${day(OUTBOUND_DAYS)}&returnDate=${day(RETURN_DAYS)}&adultsCount=1&childrenCount=0&infantsCount=0&cabinClass=economy&page=1&limit=100`,
  );
  if (!search.ok()) throw new Error(`search failed: ${search.status()} ${await search.text()}`);
  const { offers } = (await search.json()) as { offers: SearchOffer[] };
  const offer = offers.find((candidate) => candidate.conditions.changeable === true);
  if (!offer) throw new Error('the search found no changeable fare');
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const booked = await request.post('/api/bookings', {
    headers: { 'X-CSRF-Token': csrfToken, 'Idempotency-Key': randomUUID() },
    data: {
      offerId: offer.id,
      seats: [],
      passengers: [
        {
          type: 'adult',
          title: 'ms',
          firstName: 'Grace',
          lastName: 'Hopper',
          gender: 'female',
          dateOfBirth: '1980-02-02',
          email: 'grace.hopper@example.com',
          phone: '+1 212 555 0100',
          passportNumber: 'P1234567',
          passportExpiryDate: `${new Date().getFullYear() + 6}-06-30`,
          passportIssuingCountry: 'US',
        },
      ],
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentMethodId: 'pm_card_visa' },
    },
  });
  if (booked.status() !== 201) throw new Error(`booking failed: ${booked.status()} ${await booked.text()}`);
  return ((await booked.json()) as { id: string }).id;
};
