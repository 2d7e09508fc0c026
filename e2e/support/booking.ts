import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_CVC } from './cardData';

/**
 * Types a date into a platform DatePickerField: focusing its stand-in loads the MUI X picker,
 * whose sections (month, day, year, in the 'MMM dd, yyyy' order) take digits and move on.
 */
export const fillDate = async (
  page: Page,
  scope: Locator,
  label: RegExp,
  { year, month, day }: { year: number; month: number; day: number },
) => {
  const monthSection = scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Month' });
  // Once one picker has loaded every field renders it at once, so the stand-in may be gone.
  if (!(await monthSection.isVisible()))
    await scope
      .getByRole('textbox', { name: label })
      .focus({ timeout: 5_000 })
      .catch(() => undefined);
  await expect(monthSection).toBeVisible();
  await monthSection.click();
  await page.keyboard.type(`${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${year}`);
  await page.keyboard.press('Tab');
};

interface SearchAnswer {
  offers: {
    id: string;
    conditions: { refundable: boolean };
    slices: { segments: { marketing_carrier: { iata_code: string }; aircraft: { name: string } | null }[] }[];
  }[];
  complete?: boolean;
}

/** Finds a JFK → LHR round trip three weeks out through the gateway (of a refundable fare, if asked) and returns its offer id. */
export const findOffer = async (
  page: Page,
  { adults = 1, children = 0, refundable }: { adults?: number; children?: number; refundable?: boolean } = {},
) => {
  const departure = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const back = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
  const address = `/api/flights/search?origin=JFK&destination=LHR&departureDate=${departure}&returnDate=${back}&adultsCount=${adults}&childrenCount=${children}&infantsCount=0&cabinClass=economy&page=1&limit=${refundable ? 200 : 30}`;
  // An airline that sells seats (Southwest has none) on mainline jets (some regional jets sell no
  // seats ahead), so the seat step has a map.
  const suits = (candidate: SearchAnswer['offers'][number]) =>
    (refundable === undefined || candidate.conditions.refundable === refundable) &&
    candidate.slices.every((slice) =>
      slice.segments.every(
        (segment) => segment.marketing_carrier.iata_code !== 'WN' && segment.aircraft?.name !== 'Embraer 175',
      ),
    );
  // While the provider is still listing (`complete: false`) the answer holds the cheapest offers
  // found so far; refundable fares are dearer and may come with a later answer.
  for (let asked = 1; ; asked += 1) {
    const search = await page.request.get(address);
    expect(search.ok()).toBe(true);
    const { offers, complete } = (await search.json()) as SearchAnswer;
    const offer = offers.find(suits);
    if (offer) return offer.id;
    expect(complete === false && asked < 60, `no suitable offer among ${offers.length} (complete: ${complete})`).toBe(
      true,
    );
    await page.waitForTimeout(1_000);
  }
};

const inYears = (years: number) => {
  const date = new Date();
  return { year: date.getFullYear() + years, month: 1 + ((date.getMonth() + 6) % 12), day: 15 };
};

const choose = async (block: Locator, label: string, option: string) => {
  await block.getByRole('combobox', { name: new RegExp(`^${label}`) }).selectOption({ label: option });
};

/** Types the start of a country's name into the issuing-country combobox and picks it, as a traveller does. */
export const pickCountry = async (page: Page, block: Locator, country: string) => {
  await block.getByRole('combobox', { name: /^Issuing country/ }).fill(country.slice(0, 5));
  await page.getByRole('option', { name: country, exact: true }).click();
};

/** Fills one passenger block of the booking page (the primary one also gets e-mail and phone). */
export const fillPassenger = async (
  page: Page,
  block: Locator,
  person: {
    title: string;
    first: string;
    last: string;
    gender: string;
    born: { year: number; month: number; day: number };
    primary?: boolean;
    email?: string;
  },
) => {
  await choose(block, 'Title', person.title);
  await block.getByRole('textbox', { name: /^First name/ }).fill(person.first);
  await block.getByRole('textbox', { name: /^Last name/ }).fill(person.last);
  await choose(block, 'Gender', person.gender);
  await fillDate(page, block, /^Date of birth/, person.born);
  if (person.primary) {
    await block.getByRole('textbox', { name: /^Email/ }).fill(person.email ?? 'ada.traveller@example.com');
    await block.getByRole('textbox', { name: /^Phone/ }).fill('+1 212 555 0100');
  }
  await block.getByRole('textbox', { name: /^Passport number/ }).fill(`X${person.first.toUpperCase()}12345`);
  await fillDate(page, block, /^Passport expiry date/, inYears(5));
  await pickCountry(page, block, 'United States');
};

/**
 * The card Element's frame: Stripe's own, or offline the Stripe sandbox's, which has the same
 * title and the same inputs (cardnumber, exp-date as MM / YY, cvc).
 */
export const cardFrame = (page: Page) => page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Types a card into the card Element's frame, as a traveller does: digits one by one. */
export const typeCard = async (page: Page, number: string) => {
  const frame = cardFrame(page);
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await frame.locator('[name="cardnumber"]').pressSequentially(number.replace(/\s/g, ''));
  await frame.locator('[name="exp-date"]').pressSequentially(`12 / ${year}`);
  await frame.locator('[name="cvc"]').pressSequentially(E2E_CVC);
};

/** Types a card into the payment step and pays. */
export const payWith = async (page: Page, number: string) => {
  await typeCard(page, number);
  await page.getByLabel('Cardholder name').fill('Ada Traveller');
  await page.getByRole('button', { name: 'Pay Now' }).click();
};

/**
 * After Pay Now, the booking's reference once booked. An offer's fare may have moved since it was
 * listed (Duffel re-prices offers, and a story earlier on the same portal may have moved this one):
 * the traveller is then asked and books at the new price, as priceChange.spec.ts shows in full.
 */
export const bookedReference = async (page: Page) => {
  const reference = page.getByTestId('booking-reference');
  const priceChanged = page.getByRole('dialog', { name: 'The price has changed' });
  await expect(reference.or(priceChanged).first()).toBeVisible({ timeout: 60_000 });
  if (await priceChanged.isVisible()) await priceChanged.getByRole('button', { name: 'Book at the new price' }).click();
  await expect(reference).toHaveText(/^[A-Z0-9]{6,8}$/, { timeout: 60_000 });
  return reference;
};
