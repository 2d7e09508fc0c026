import type { Locator, Page } from '@playwright/test';
import { fillPassenger, payWith } from '../support/booking';
import { expect, test } from '../support/payingTest';
import { openHome } from '../support/home';

const chooseAirport = async (page: Page, flight: Locator, label: 'From' | 'To', query: string, option: RegExp) => {
  const input = flight.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(query);
  await page.getByRole('option', { name: option }).first().click();
};

test.describe('multi-city trips', () => {
  test.setTimeout(180_000);

  test('a traveller searches New York → London → Paris → New York on the Multi-City tab, sees the three flights of each offer, and books one', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('tab', { name: 'Multi-City' }).click();
    // The call to an agent stays, as a second way.
    await expect(page.locator('#search-form').getByRole('link', { name: /^Call / })).toBeVisible();
    const form = page.getByRole('form', { name: 'Multi-city flight search' });
    const flight = (n: number) => form.getByRole('group', { name: `Flight ${n}` });
    await chooseAirport(page, flight(1), 'From', 'JFK', /John F\. Kennedy/);
    await chooseAirport(page, flight(1), 'To', 'LHR', /Heathrow/);
    await chooseAirport(page, flight(2), 'From', 'LHR', /Heathrow/);
    await chooseAirport(page, flight(2), 'To', 'CDG', /Charles de Gaulle/);
    await form.getByRole('button', { name: 'Add another flight' }).click();
    // A new flight leaves from where the last one landed, a few days later.
    await expect(flight(3).getByRole('combobox', { name: 'From' })).toHaveValue(/\(CDG\)/);
    await chooseAirport(page, flight(3), 'To', 'JFK', /John F\. Kennedy/);
    await form.getByRole('button', { name: 'Search Flights' }).click();

    await expect(page).toHaveURL(/\/search\?.*tripType=multi-city&flights=JFK-LHR-[\d-]+%2CLHR-CDG-[\d-]+%2CCDG-JFK-/);
    await expect(page.getByTestId('trip-type-badge')).toHaveText('Multi-City');
    const cards = page.getByTestId('offer-card');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 5))
      for (const n of [1, 2, 3]) await expect(card.getByRole('group', { name: `Flight ${n}` })).toBeVisible();

    await cards.first().getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('group', { name: 'Flight 3' }).first()).toContainText(/Flight 3/);
    await page.getByRole('link', { name: 'Book This Flight' }).first().click();

    const block = page.getByRole('region', { name: /^Adult 1$/ });
    await fillPassenger(page, block, {
      title: 'Mr',
      first: 'Ferdinand',
      last: 'Magellan',
      gender: 'Male',
      born: { year: new Date().getFullYear() - 41, month: 2, day: 3 },
      primary: true,
      email: 'ferdinand.magellan@example.com',
    });
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await page.getByRole('button', { name: 'Skip seat selection' }).click();
    await payWith(page, '4242 4242 4242 4242');

    await expect(page.getByText('Booking confirmed!').first()).toBeVisible({ timeout: 60_000 });
    // The booking holds the three flights, in order, as My Trips reads them.
    const trips = (await (await page.request.get('/api/bookings')).json()) as {
      bookingData: { slices: { origin: { iata_code: string }; destination: { iata_code: string } }[] };
    }[];
    expect(trips).toHaveLength(1);
    expect(
      trips[0]?.bookingData.slices.map((slice) => `${slice.origin.iata_code}-${slice.destination.iata_code}`),
    ).toEqual(['JFK-LHR', 'LHR-CDG', 'CDG-JFK']);
  });
});
