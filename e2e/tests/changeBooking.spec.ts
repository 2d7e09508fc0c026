import type { Page } from '@playwright/test';
import { bookChangeableTrip, OUTBOUND_DAYS, RETURN_DAYS } from '../support/bookedTrip';
import { fillDate, typeCard } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { signInAsNewTraveller } from '../support/session';

// Issue 18: a traveller changes a booking's date from My Trips and sees the new itinerary.

const dayAhead = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), at: date };
};
/** How My Trips and the change page write a day: 'Tue, Dec 15'. */
const cardDay = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** How the booking's details write it: 'Tuesday, December 15, 2026'. */
const fullDay = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const openTripDetails = async (page: Page) => {
  await page.goto('/my-trips');
  const card = page.getByRole('article', { name: /New York to London/ });
  await card.getByRole('button', { name: 'View Details' }).click();
  return page.getByRole('dialog', { name: 'Booking Details' });
};

test('a traveller moves the outbound flight of a booking two days later from My Trips, pays any difference, and My Trips shows the new date', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsNewTraveller(page.request);
  await bookChangeableTrip(page.request);
  const before = dayAhead(OUTBOUND_DAYS);
  const after = dayAhead(OUTBOUND_DAYS + 2);

  const details = await openTripDetails(page);
  await expect(details).toContainText(fullDay(before.at));
  await details.getByRole('link', { name: 'Change Flights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your flights' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Booked less than 24 hours ago');

  const dates = page.getByRole('form', { name: 'New dates' });
  await fillDate(page, dates, /^New date, outbound/, after);
  await page.getByRole('button', { name: 'Find Flights' }).click();
  await expect(page.getByRole('heading', { name: /flights? on your new dates/ })).toBeVisible({ timeout: 30_000 });
  const offer = page.getByTestId('change-offer').first();
  await expect(offer).toContainText(`JFK → LHR · ${cardDay(after.at)}`);
  await expect(offer).toContainText('No service fee: free change within 24 hours of booking');
  await offer.getByRole('button', { name: 'Choose' }).click();

  const confirmation = page.getByRole('form', { name: 'Confirm the change' });
  const pay = confirmation.getByRole('button', { name: /^Pay .* and Change Booking$/ });
  if (await pay.isVisible()) {
    await typeCard(page, '4242424242424242');
    await confirmation.getByLabel('Cardholder name').fill('Grace Hopper');
    await pay.click();
  } else {
    await confirmation.getByRole('button', { name: 'Confirm Change' }).click();
  }
  await expect(page.getByText('Your booking has been changed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your new flights' })).toContainText(cardDay(after.at));

  await page.getByRole('link', { name: 'Back to My Trips' }).click();
  const card = page.getByRole('article', { name: /New York to London/ });
  await expect(card).toContainText(`${cardDay(after.at)} – ${cardDay(dayAhead(RETURN_DAYS).at)}`);
  const changed = await openTripDetails(page);
  await expect(changed).toContainText(fullDay(after.at));
  await expect(changed).not.toContainText(fullDay(before.at));
});
