import type { Page } from '@playwright/test';
import { bookedReference, cardFrame, fillDate, fillPassenger, findOffer, payWith } from '../support/booking';
import { E2E_CVC } from '../support/cardData';
import { expect, test } from '../support/payingTest';

/**
 * Seats everybody on the first flight only, each passenger on the first free seat: seats are
 * optional per flight, so the other flights say no seat is chosen and payment is one click away.
 */
const pickSeats = async (page: Page) => {
  await expect(page.getByRole('tablist', { name: 'Flights' })).toBeVisible();
  const flights = page.getByRole('tablist', { name: 'Flights' }).getByRole('tab');
  const count = await flights.count();
  expect(count).toBeGreaterThan(1);
  const people = page.getByRole('group', { name: 'Selecting a seat for' }).getByRole('button');
  await expect(people).toHaveCount(3);
  for (let person = 0; person < 3; person += 1) {
    await people.nth(person).click();
    await page
      .getByRole('button', { name: /, available, free$/ })
      .first()
      .click();
    await expect(people.nth(person)).not.toContainText('No seat selected');
  }
  for (let flight = 1; flight < count; flight += 1)
    await expect(flights.nth(flight)).toHaveAccessibleName(/, No seat selected$/);
  await expect(page.getByRole('note', { name: 'Seats left for check-in' })).toContainText('No seat selected');
};

const passengersStep = async (page: Page) => {
  const offerId = await findOffer(page, { adults: 2, children: 1 });
  await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=2&children=1&infants=0`);
  const blocks = page.getByRole('region', { name: /^(Adult|Child) \d$/ });
  await expect(blocks).toHaveCount(3);
  const adult = (years: number) => ({ year: new Date().getFullYear() - years, month: 3, day: 14 });
  await fillPassenger(page, blocks.nth(0), {
    title: 'Ms',
    first: 'Ada',
    last: 'Traveller',
    gender: 'Female',
    born: adult(36),
    primary: true,
  });
  await fillPassenger(page, blocks.nth(1), {
    title: 'Mr',
    first: 'Bob',
    last: 'Traveller',
    gender: 'Male',
    born: adult(38),
  });
  await fillPassenger(page, blocks.nth(2), {
    title: 'Miss',
    first: 'Cleo',
    last: 'Traveller',
    gender: 'Female',
    born: adult(8),
  });
  await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
};

test.describe('booking', () => {
  test.setTimeout(180_000);

  test('a guest books JFK → LHR for 2 adults and 1 child with passports and seats on the first flight only, pays with 4242 and is signed in to a new account', async ({
    page,
    portalRequests,
  }) => {
    await page.goto('/');
    await passengersStep(page);
    await pickSeats(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText(/4242 4242 4242 4242/)).toBeVisible(); // the test-mode hint
    await payWith(page, '4242 4242 4242 4242');

    await expect(page.getByText('Booking confirmed!').first()).toBeVisible({ timeout: 60_000 });
    const reference = page.getByTestId('booking-reference');
    await expect(reference).toHaveText(/^[A-Z0-9]{6,8}$/);
    await expect(page.getByText(/now signed in/i)).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe('ada.traveller@example.com');
    await expect(page.getByTestId('site-header').getByTestId('account-avatar')).toBeVisible();
    // The gateway was given a PaymentMethod id from Stripe.js, never the card.
    const bodies = await portalRequests.bookingBodies();
    expect(bodies).toHaveLength(1);
    const body = JSON.parse(bodies[0]!) as { seats: { segmentId: string }[] };
    expect(body).toMatchObject({ paymentDetails: { paymentMethodId: expect.stringMatching(/^pm_/) } });
    // The three seats of the first flight, and none on the others.
    expect(body.seats).toHaveLength(3);
    expect(new Set(body.seats.map((seat) => seat.segmentId)).size).toBe(1);
    expect(bodies[0]).not.toContain('cardDetails');
  });

  test("a declined card is explained beside the card fields, the card cleared and the holder's name, passengers and seats kept; another card typed with a four-digit expiry year then books", async ({
    page,
    portalRequests,
  }) => {
    await page.goto('/');
    await passengersStep(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your seats' })).toBeFocused();
    await pickSeats(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // The payment step opens at its top, the focus on its heading (not below its own card fields).
    await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await payWith(page, '4000 0000 0000 0002');
    const notice = page.getByTestId('card-decline');
    await expect(notice).toContainText('Card Payment Failed', { timeout: 60_000 });
    await expect(notice).toContainText('Your card was declined. Nothing was charged.');
    // Beside the card fields: below Stripe's card Element, above the holder's name.
    const [card, said, holder] = await Promise.all([
      page.getByTestId('card-element').boundingBox(),
      notice.boundingBox(),
      page.getByLabel('Cardholder name').boundingBox(),
    ]);
    expect(said!.y).toBeGreaterThan(card!.y + card!.height - 1);
    expect(said!.y + said!.height).toBeLessThan(holder!.y);
    const number = cardFrame(page).locator('[name="cardnumber"]');
    await expect(number).toHaveValue('');
    await expect(cardFrame(page).locator('[name="exp-date"]')).toHaveValue('');
    await expect(cardFrame(page).locator('[name="cvc"]')).toHaveValue('');
    await expect(number).toBeFocused();
    await expect(page.getByLabel('Cardholder name')).toHaveValue('Ada Traveller');

    // Another card, its expiry typed with the year in full, as printed on many cards.
    const year = String(new Date().getFullYear() + 3);
    await number.pressSequentially('4242424242424242');
    const expiry = cardFrame(page).locator('[name="exp-date"]');
    await expiry.pressSequentially(`12/${year}`);
    await expect(expiry).toHaveValue(`12 / ${year.slice(2)}`);
    await cardFrame(page).locator('[name="cvc"]').pressSequentially(E2E_CVC);
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay Now' }).click();

    await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{6,8}$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Passengers' }).getByRole('listitem')).toHaveText([
      /^Ada Traveller/,
      /^Bob Traveller/,
      /^Cleo Traveller/,
    ]);
    const bodies = (await portalRequests.bookingBodies()).map(
      (body) => JSON.parse(body) as { passengers: { firstName: string; email?: string }[]; seats: unknown[] },
    );
    expect(bodies).toHaveLength(2);
    // The second attempt carried the same passengers, contact details and seats as the first.
    expect(bodies[1]!.passengers).toEqual(bodies[0]!.passengers);
    expect(bodies[1]!.seats).toEqual(bodies[0]!.seats);
    expect(bodies[1]!.passengers.map((passenger) => passenger.firstName)).toEqual(['Ada', 'Bob', 'Cleo']);
    expect(bodies[1]!.passengers[0]!.email).toBe('ada.traveller@example.com');
    expect(bodies[1]!.seats).toHaveLength(3);
  });

  test('on a phone nothing covers the booking reference once booked', async ({ page }) => {
    const offerId = await findOffer(page, { adults: 1 });
    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    const born = { year: new Date().getFullYear() - 41, month: 5, day: 2 };
    await fillPassenger(page, page.getByRole('region', { name: 'Adult 1' }), {
      title: 'Mr',
      first: 'Kofi',
      last: 'Mensah',
      gender: 'Male',
      born,
      primary: true,
      email: 'phone.reference@example.com',
    });
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await page.getByRole('button', { name: 'Skip seat selection' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await payWith(page, '4242 4242 4242 4242');

    const reference = await bookedReference(page);
    await expect(reference).toBeInViewport();
    // The traveller reads down the page: the reference just below the sticky header, where the
    // shell's toasts sit on a phone. Whatever is drawn at its centre and along its edges is the
    // reference itself.
    const covered = await reference.evaluate((element) => {
      const header = document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, element.getBoundingClientRect().top - header - 2);
      const box = element.getBoundingClientRect();
      const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2];
      const points = [
        [middleX, middleY],
        [middleX, box.top + 2],
        [middleX, box.bottom - 2],
        [box.left + 2, middleY],
        [box.right - 2, middleY],
      ] as const;
      return points
        .filter(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return !hit || !(hit === element || element.contains(hit));
        })
        .map(
          ([x, y]) =>
            `${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.textContent?.slice(0, 40) ?? 'nothing'}`,
        );
    });
    expect(covered).toEqual([]);
    // The page itself says the booking is confirmed: no toast over it.
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
    expect(await page.getByRole('region', { name: 'Notifications (F8)' }).textContent()).toBe('');
  });

  test('passports: typing "Ken" finds Kenya among every country; a passport that expires before the return flight is refused on its field', async ({
    page,
  }) => {
    const offerId = await findOffer(page, { adults: 1 });
    await page.goto(`/booking?offer=${encodeURIComponent(offerId)}&adults=1&children=0&infants=0`);
    const block = page.getByRole('region', { name: 'Adult 1' });
    await fillPassenger(page, block, {
      title: 'Ms',
      first: 'Wanjiru',
      last: 'Kamau',
      gender: 'Female',
      born: { year: 1990, month: 3, day: 14 },
      primary: true,
    });

    const country = block.getByRole('combobox', { name: /^Issuing country/ });
    await country.fill('Ken');
    await expect(
      page
        .getByRole('listbox', { name: /^Issuing country/ })
        .getByRole('option')
        .first(),
    ).toHaveText(/^Kenya/);
    await country.press('ArrowDown');
    await country.press('Enter');
    await expect(country).toHaveValue('Kenya');

    // Out in 21 days, back in 28 (findOffer): the passport runs out in between.
    const midTrip = new Date(Date.now() + 24 * 86_400_000);
    await fillDate(page, block, /^Passport expiry date/, {
      year: midTrip.getFullYear(),
      month: midTrip.getMonth() + 1,
      day: midTrip.getDate(),
    });
    const message = 'This passport expires before your last flight. Please use a passport valid for the whole trip.';
    await expect(block.getByText(message)).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Seat Selection' }).click();
    await expect(block.getByText(message)).toHaveCount(1);
    await expect(
      page.getByText('Please complete all required passenger information before continuing.').first(),
    ).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Flights' })).toHaveCount(0);
  });
});
