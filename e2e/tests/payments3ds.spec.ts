import type { Page } from '@playwright/test';
import { cardFrame, fillPassenger, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { sandboxCalls } from '../support/sandboxFaults';

const CAPTURE = 'POST /v1/payment_intents/:id/capture';

/** One adult from the booking page to its payment step, seats skipped. */
const toPayment = async (page: Page, email: string) => {
  const offerId = await findOffer(page, { adults: 1 });
  await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
  const born = { year: new Date().getFullYear() - 34, month: 7, day: 21 };
  await fillPassenger(page, page.getByRole('region', { name: 'Adult 1' }), {
    title: 'Ms',
    first: 'Ada',
    last: 'Traveller',
    gender: 'Female',
    born,
    primary: true,
    email,
  });
  await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
  await page.getByRole('button', { name: 'Skip seat selection' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
};

/** The bank's challenge that Stripe.js (handleNextAction) lays over the page: Stripe's test page offers 'Complete' and 'Fail'. */
const challenge = (page: Page) => page.frameLocator('iframe[title="3D Secure challenge"]');

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('card payments with 3-D Secure and declines', () => {
  test.setTimeout(180_000);

  test('a card that asks for 3-D Secure (4000 0027 6000 3184): the traveller completes the challenge and is booked', async ({
    page,
    portalRequests,
  }) => {
    await toPayment(page, 'three.ds.complete@example.com');
    await payWith(page, '4000 0027 6000 3184');
    await challenge(page).getByRole('button', { name: 'Complete' }).click({ timeout: 60_000 });

    await expect(page.getByText('Booking confirmed!').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6,8}$/);
    const [body] = await portalRequests.bookingBodies();
    expect(JSON.parse(body ?? '{}')).toMatchObject({
      paymentDetails: { paymentMethodId: expect.stringMatching(/^pm_/) },
    });
    const authentication = (await portalRequests.requests()).find(
      ({ method, url }) => method === 'POST' && /\/api\/bookings\/[^/]+\/authentication$/.test(new URL(url).pathname),
    );
    expect(authentication, 'the page asked the gateway for the outcome of the challenge').toBeDefined();
  });

  test('a card whose challenge the traveller fails: a card payment failure, the card cleared, nothing booked or captured', async ({
    page,
  }) => {
    await toPayment(page, 'three.ds.fail@example.com');
    const before = await sandboxCalls(page.request);
    await payWith(page, '4000 0027 6000 3184');
    await challenge(page).getByRole('button', { name: 'Fail' }).click({ timeout: 60_000 });

    await expect(toast(page)).toContainText('Card Payment Failed', { timeout: 60_000 });
    await expect(cardFrame(page).locator('[name="cardnumber"]')).toHaveValue('');
    await expect(page.getByLabel('Cardholder name')).toHaveValue('Ada Traveller');
    await expect(page.getByText('Booking confirmed!')).toHaveCount(0);
    const after = await sandboxCalls(page.request);
    expect(after.duffel['orders.create'] ?? 0).toBe(before.duffel['orders.create'] ?? 0);
    expect(after.stripe[CAPTURE] ?? 0).toBe(before.stripe[CAPTURE] ?? 0);
  });

  for (const [number, message] of [
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ] as const) {
    test(`the declined card ${number} shows '${message}' as a card payment failure, and nothing is booked`, async ({
      page,
    }) => {
      await toPayment(page, `declined.${number.slice(-4)}@example.com`);
      await payWith(page, number);
      await expect(toast(page)).toContainText('Card Payment Failed', { timeout: 60_000 });
      await expect(toast(page)).toContainText(message);
      await expect(page.getByText('Booking confirmed!')).toHaveCount(0);
    });
  }
});
