import type { Page } from '@playwright/test';
import { fillPassenger, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { clearFaults, pricesMove, sandboxCalls } from '../support/sandboxFaults';

const day = (fromNow: number) => new Date(Date.now() + fromNow * 86_400_000).toISOString().slice(0, 10);
/** The results page of the search findOffer makes (1 adult, JFK → LHR, three weeks out, back a week later). */
const RESULTS = `/search?origin=JFK&destination=LHR&departureDate=${day(21)}&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=${day(28)}`;
const dollars = (amount: string) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Number(amount));
/** The price summary states totals to the cent, as the card is charged. */
const charged = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/**
 * A traveller comes from the results to the payment step of one offer, and the fare rises by
 * 15% while they type their card: Duffel re-prices the offer when the gateway reads it again.
 */
const toPaymentThenPriceRises = async (page: Page, { refundable, email }: { refundable: boolean; email: string }) => {
  await page.goto(RESULTS);
  await expect(page.getByTestId('offer-card').first()).toBeVisible({ timeout: 30_000 });
  const offerId = await findOffer(page, { refundable });
  await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
  const listed = (
    (await (await page.request.get(`/api/flights/offer/${encodeURIComponent(offerId)}`)).json()) as {
      total_amount: string;
    }
  ).total_amount;
  await expect(page.getByTestId('summary-total')).toHaveText(charged(listed));

  const adult = { year: new Date().getFullYear() - 36, month: 3, day: 14 };
  await fillPassenger(page, page.getByRole('region', { name: 'Adult 1' }), {
    title: 'Ms',
    first: 'Ada',
    last: 'Traveller',
    gender: 'Female',
    born: adult,
    primary: true,
    email,
  });
  await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
  await page.getByRole('button', { name: 'Skip seat selection' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

  await pricesMove(page.request, 15);
  const risen = (
    (await (await page.request.get(`/api/flights/offer/${encodeURIComponent(offerId)}`)).json()) as {
      total_amount: string;
    }
  ).total_amount;
  expect(Number(risen)).toBeGreaterThan(Number(listed));
  return { listed, risen };
};

test.describe('a price that rose between the offer page and the payment', () => {
  test.setTimeout(180_000);
  test.afterEach(async ({ request }) => clearFaults(request));

  test('the traveller is shown the old and the new total, accepts, and is booked at the new total', async ({
    page,
  }) => {
    const { listed, risen } = await toPaymentThenPriceRises(page, {
      refundable: true,
      email: 'price.accepted@example.com',
    });
    await payWith(page, '4242 4242 4242 4242');

    const dialog = page.getByRole('dialog', { name: 'The price has changed' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toContainText('Nothing has been charged.');
    await expect(dialog.getByTestId('price-was')).toHaveText(dollars(listed));
    await expect(dialog.getByTestId('price-now')).toHaveText(dollars(risen));
    await dialog.getByRole('button', { name: 'Book at the new price' }).click();

    await expect(page.getByText('Booking confirmed!').first()).toBeVisible({ timeout: 60_000 });
    // Paid to the cent, as charged, and the summary states the same total.
    await expect(page.getByTestId('total-paid')).toHaveText(charged(risen));
    await expect(page.getByTestId('summary-total')).toHaveText(charged(risen));
  });

  test('the traveller declines: back on the results, and nothing is booked or charged', async ({ page }) => {
    const { listed, risen } = await toPaymentThenPriceRises(page, {
      refundable: false,
      email: 'price.declined@example.com',
    });
    const before = await sandboxCalls(page.request);
    await payWith(page, '4242 4242 4242 4242');

    const dialog = page.getByRole('dialog', { name: 'The price has changed' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('price-was')).toHaveText(dollars(listed));
    await expect(dialog.getByTestId('price-now')).toHaveText(dollars(risen));
    await dialog.getByRole('button', { name: 'Back to results' }).click();

    await expect(page).toHaveURL(RESULTS);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(page.getByText('Booking confirmed!')).toHaveCount(0);
    const after = await sandboxCalls(page.request);
    expect(after.duffel['orders.create']).toBe(before.duffel['orders.create']);
    expect(after.stripe['POST /v1/payment_intents'] ?? 0).toBe(before.stripe['POST /v1/payment_intents'] ?? 0);
  });
});
