import type { APIRequestContext } from '@playwright/test';
import { fillPassenger, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { clearFaults, sandboxCalls, setFault } from '../support/sandboxFaults';

const inYears = (years: number) => `${new Date().getFullYear() + years}-06-30`;

/** Another traveller books the offer first, through the API from a session of their own. */
const someoneElseBooks = async (request: APIRequestContext, offerId: string) => {
  const offer = (await (await request.get(`/api/flights/offer/${encodeURIComponent(offerId)}`)).json()) as {
    total_amount: string;
    total_currency: string;
  };
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const answer = await request.post('/api/bookings', {
    headers: { 'X-CSRF-Token': csrfToken, 'Idempotency-Key': `sold-out-${Date.now()}` },
    data: {
      offerId,
      seats: [],
      passengers: [
        {
          type: 'adult',
          title: 'mr',
          firstName: 'Alan',
          lastName: 'Earlier',
          gender: 'male',
          dateOfBirth: '1980-02-02',
          email: 'alan.earlier@example.com',
          phone: '+44 20 7946 0958',
          passportNumber: 'P1234567',
          passportExpiryDate: inYears(6),
          passportIssuingCountry: 'GB',
        },
      ],
      // Stripe's test PaymentMethod for 4242 4242 4242 4242: what Stripe.js would have made in their browser.
      paymentDetails: { amount: offer.total_amount, currency: offer.total_currency, paymentMethodId: 'pm_card_visa' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
};

test.describe('an offer someone else booked first', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request }) => clearFaults(request));

  test('when its flights are no longer sold, the traveller is told plainly that the flight is sold out, and nothing is charged', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const offerId = await findOffer(page, { refundable: true });
    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    const adult = { year: new Date().getFullYear() - 40, month: 5, day: 9 };
    await fillPassenger(page, page.getByRole('region', { name: 'Adult 1' }), {
      title: 'Ms',
      first: 'Grace',
      last: 'Later',
      gender: 'Female',
      born: adult,
      primary: true,
      email: 'grace.later@example.com',
    });
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await page.getByRole('button', { name: 'Skip seat selection' }).click();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

    const other = await playwright.request.newContext({ baseURL });
    await someoneElseBooks(other, offerId);
    await other.dispose();
    await setFault(page.request, { provider: 'duffel', operation: 'offers.list', kind: 'sold_out', rate: 1 });
    const before = await sandboxCalls(page.request);
    await payWith(page, '4242 4242 4242 4242');

    const toast = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toast).toContainText('Flight Sold Out', { timeout: 60_000 });
    await expect(toast).toContainText('This flight is sold out. Nothing was charged. Please choose another flight.');
    await expect(page.getByText('Booking confirmed!')).toHaveCount(0);
    const after = await sandboxCalls(page.request);
    expect(after.stripe['POST /v1/payment_intents'] ?? 0).toBe(before.stripe['POST /v1/payment_intents'] ?? 0);
    expect(after.duffel['orders.create']).toBe(before.duffel['orders.create']);
  });
});
