import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types a date into a platform DatePickerField: focusing its stand-in loads the MUI X picker,
 * whose sections (month, day, year, in the 'MMM dd, yyyy' order) take digits and move on.
 */
export const fillDate = async (page: Page, scope: Locator, label: RegExp, { year, month, day }: { year: number; month: number; day: number }) => {
  const monthSection = scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Month' });
  // Once one picker has loaded every field renders it at once, so the stand-in may be gone.
  if (!(await monthSection.isVisible())) await scope.getByRole('textbox', { name: label }).focus({ timeout: 5_000 }).catch(() => undefined);
  await expect(monthSection).toBeVisible();
  await monthSection.click();
  await page.keyboard.type(`${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${year}`);
  await page.keyboard.press('Tab');
};

/** Finds a JFK → LHR round trip three weeks out through the gateway and returns its offer id. */
export const findOffer = async (page: Page, { adults = 1, children = 0 } = {}) => {
  const departure = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const back = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  const search = await page.request.get(
    `/api/flights/search?origin=JFK&destination=LHR&departureDate=${departure}&returnDate=${back}&adultsCount=${adults}&childrenCount=${children}&infantsCount=0&cabinClass=economy&page=1&limit=30`,
  );
  expect(search.ok()).toBe(true);
  const { offers } = (await search.json()) as { offers: { id: string; slices: { segments: { marketing_carrier: { iata_code: string } }[] }[] }[] };
  // An airline that sells seats (Southwest has none), so the seat step has a map.
  const offer = offers.find((candidate) => candidate.slices.every((slice) => slice.segments.every((segment) => segment.marketing_carrier.iata_code !== 'WN')));
  return offer!.id;
};
