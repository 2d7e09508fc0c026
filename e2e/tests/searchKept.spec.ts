import type { Page } from '@playwright/test';
import { bookedReference, fillPassenger, findOffer, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { openHome } from '../support/home';

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const RESULTS = `/search?origin=LHR&destination=JFK&departureDate=${daysAhead(21)}&returnDate=${daysAhead(28)}&cabinClass=business&adults=2&children=1&infants=0&tripType=round-trip`;

const openResults = async (page: Page) => {
  await page.goto(RESULTS);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  // A new search fills in its dearer offers by itself a moment later (the list may reorder): wait for the whole list.
  await expect(page.getByTestId('results-still-listing')).toHaveCount(0);
};

/**
 * Scrolls well down the list to the first card wholly below the site header, brings its 'View
 * Details' button into view as a traveller would before clicking it (a click on a button below the
 * window's edge scrolls the page first), and returns where the page then is: the card's label and
 * top, and the window's offset.
 */
const scrollToACard = async (page: Page) => {
  await page.mouse.wheel(0, 1800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.waitForTimeout(300); // the list draws and measures the cards it scrolled to
  const index = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].findIndex(
      (card) => card.getBoundingClientRect().top >= 80,
    ),
  );
  const card = page.getByTestId('offer-card').nth(index);
  const viewDetails = card.getByRole('button', { name: 'View Details' });
  await viewDetails.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const { label, top, scrollY } = await card.evaluate((element) => ({
    label: element.getAttribute('aria-label'),
    top: Math.round(element.getBoundingClientRect().top),
    scrollY: window.scrollY,
  }));
  return { label, top, scrollY, viewDetails };
};

const cardTop = (page: Page, label: string | null) =>
  page.evaluate((wanted) => {
    const card = [...document.querySelectorAll<HTMLElement>('[data-testid="offer-card"]')].find(
      (c) => c.getAttribute('aria-label') === wanted && c.getBoundingClientRect().top >= 0,
    );
    return card ? Math.round(card.getBoundingClientRect().top) : null;
  }, label);

test.describe('the search is kept', () => {
  test.setTimeout(180_000);

  test('Modify Search opens the search form filled in with the search shown, not an empty home form', async ({
    page,
  }) => {
    await openResults(page);
    await page.getByRole('button', { name: 'Modify Search' }).click();

    const form = page.getByRole('form', { name: 'Flight search' });
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue('London (LHR)');
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue('New York (JFK)');
    await expect(form.getByRole('button', { name: /^Travellers:/ })).toHaveAccessibleName(/2 Adults, 1 Child/i);
    await expect(form.getByRole('combobox', { name: 'Cabin class' })).toContainText('Business');
    await expect(page.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/search\?/);
  });

  test("a flight's 'Back to Search Results', and the browser's Back, return to the same results where the traveller was", async ({
    page,
  }) => {
    await openResults(page);
    // The cookie choice made first: the banner held at the window's bottom would cover the chosen
    // card's button, and a click on a covered button scrolls the page before it lands.
    await page.getByRole('button', { name: 'Accept all' }).click();
    const before = await scrollToACard(page);
    const resultsUrl = page.url();

    await before.viewDetails.click();
    await expect(page.getByRole('link', { name: 'Back to Search Results' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Search Results' }).click();

    await expect(page).toHaveURL(resultsUrl);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.scrollY - 100);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before.scrollY)).toBeLessThan(100);
    await expect.poll(() => cardTop(page, before.label)).not.toBeNull();
    expect(Math.abs((await cardTop(page, before.label))! - before.top)).toBeLessThan(100);

    const again = await scrollToACard(page);
    await again.viewDetails.click();
    await expect(page.getByRole('link', { name: 'Back to Search Results' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(resultsUrl);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(again.scrollY - 100);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - again.scrollY)).toBeLessThan(100);
    await expect.poll(() => cardTop(page, again.label)).not.toBeNull();
    expect(Math.abs((await cardTop(page, again.label))! - again.top)).toBeLessThan(100);
  });

  test('on a phone, the trip and the cheapest price stay in view while the results scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openResults(page);
    await page.mouse.wheel(0, 1500);
    const summary = page.getByTestId('trip-summary-bar');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('LHR → JFK');
    await expect(summary).toContainText(/from \$[\d,]+/);
    await expect(summary).toContainText('2 Adults, 1 Child');
  });

  test('a ?brand= preview is kept after clicking through the site and reloading there', async ({ page }) => {
    await openHome(page, '/?brand=sunjet.travel');
    await expect(page).toHaveTitle('SunJet Travel Flight Booking');

    await page.getByTestId('site-header').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page).toHaveTitle('SunJet Travel Flight Booking');
    await expect(page.getByTestId('site-header').getByRole('img', { name: 'SunJet Travel' })).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('site-header').getByRole('img', { name: 'SunJet Travel' })).toBeVisible();
    await expect(page).toHaveTitle('SunJet Travel Flight Booking');
  });

  test('a reloaded confirmation shows the booking and its reference, not a new booking form', async ({ page }) => {
    await page.goto('/');
    const offerId = await findOffer(page);
    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    const block = page.getByRole('region', { name: /^Adult 1$/ });
    await fillPassenger(page, block, {
      title: 'Ms',
      first: 'Ada',
      last: 'Reload',
      gender: 'Female',
      born: { year: new Date().getFullYear() - 40, month: 3, day: 14 },
      primary: true,
      email: 'ada.reload@example.com',
    });
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await page.getByRole('button', { name: 'Skip seat selection' }).click();
    await payWith(page, '4242 4242 4242 4242');
    const reference = await bookedReference(page);
    const booked = await reference.textContent();

    await page.reload();

    await expect(page.getByTestId('booking-reference')).toHaveText(booked!);
    await expect(page.getByRole('list', { name: 'Passengers' })).toContainText('Ada Reload');
    await expect(page.getByRole('button', { name: 'Continue to Seat Selection' })).toHaveCount(0);
  });
});
