import type { FlightOffer } from '@portal/platform-common/contracts';
import { createAccountSecrets } from './accountSecrets';
import { toE164 } from './checkoutPassengers';
import { checkAmount, priceCheckout, type ResolvedSeat } from './checkoutPrice';
import { usernameBase } from './guestAccounts';
import { instantAt } from '../itinerary';

describe('toE164: the phone number Duffel takes', () => {
  test.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1.212.555.0100', '+12125550100'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  test.each(['020 7946 0958', '+0 123 4567', '+1 23', 'call me', '+1234567890123456'])('%s is not one', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('usernameBase: a guest account name from the e-mail', () => {
  test.each([
    ['Ada.Lovelace@example.org', 'ada.lovelace'],
    ["o'brien+trips@example.org", 'obrientrips'],
    ['zoë@example.org', 'zoe'],
    ['ab@example.org', 'traveller.ab'],
    ['__@example.org', 'traveller'],
    [`${'x'.repeat(60)}@example.org`, 'x'.repeat(32)],
  ])('%s → %s', (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });
});

describe('account secrets', () => {
  test('a sealed password opens with the same session secret only, and a tampered one does not open', () => {
    const secrets = createAccountSecrets('a-session-secret-for-tests');
    const sealed = secrets.seal('Correct-Horse-1');

    expect(sealed).not.toContain('Correct-Horse-1');
    expect(secrets.open(sealed)).toBe('Correct-Horse-1');
    expect(createAccountSecrets('another-session-secret!!').open(sealed)).toBeNull();
    expect(secrets.open(`${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});

describe('the checkout amount, in minor units', () => {
  const offer = { id: 'off_1', total_amount: '100.00', total_currency: 'USD' } as FlightOffer;
  const seat = (supplier: bigint): ResolvedSeat => ({
    offerPassengerId: 'pas_1',
    segmentId: 'seg_1',
    designator: '12A',
    serviceId: 'ase_1',
    supplierMinor: supplier,
  });

  test('selling = the marked-up offer (percent + fixed fee) + the marked-up seats; supplier = both at cost; margin = the difference', () => {
    const price = priceCheckout(offer, [seat(1000n), seat(0n), seat(333n)], {
      percent: 23,
      fixedAmount: 500,
      currency: 'USD',
    });

    // 10000 × 1.23 + 500 = 12800; seats 1230 + 0 + 410 (409.59 rounded half up).
    expect(price).toEqual({
      currency: 'USD',
      sellingMinor: 12800n + 1230n + 410n,
      supplierMinor: 10000n + 1000n + 333n,
      marginMinor: 14440n - 11333n,
    });
  });

  test('less than the price now, another currency or no amount is 409 PRICE_CHANGED with the new total; a price that fell is charged as the lower price', () => {
    const price = priceCheckout(offer, [], { percent: 23, fixedAmount: 0, currency: 'USD' });

    expect(() => checkAmount({ amount: '123.00', currency: 'USD' }, price)).not.toThrow();
    expect(() => checkAmount({ amount: '123', currency: 'USD' }, price)).not.toThrow();
    // The traveller agreed to pay 130.00; the price is now 123.00: no question, the card is charged price.sellingMinor.
    expect(() => checkAmount({ amount: '130.00', currency: 'USD' }, price)).not.toThrow();
    for (const paid of [
      { amount: '122.99', currency: 'USD' },
      { amount: '123.00', currency: 'EUR' },
      { amount: '123.001', currency: 'USD' },
    ]) {
      expect(() => checkAmount(paid, price)).toThrow(
        expect.objectContaining({
          code: 'PRICE_CHANGED',
          status: 409,
          details: { total_amount: '123.00', total_currency: 'USD' },
        }),
      );
    }
  });
});

describe('instantAt: an airport wall-clock time as an instant', () => {
  test('London in summer is UTC+1, New York in winter UTC-5; an unknown airport reads as UTC', () => {
    expect(
      instantAt('2030-07-01T10:00:00', {
        iata_code: 'LHR',
        name: 'Heathrow',
        city_name: 'London',
        country_code: 'GB',
      })?.toISOString(),
    ).toBe('2030-07-01T09:00:00.000Z');
    expect(
      instantAt('2030-01-15T10:00:00', {
        iata_code: 'JFK',
        name: 'JFK',
        city_name: 'New York',
        country_code: 'US',
        time_zone: 'America/New_York',
      })?.toISOString(),
    ).toBe('2030-01-15T15:00:00.000Z');
    expect(
      instantAt('2030-01-15T10:00:00', {
        iata_code: 'ZZZ',
        name: 'Nowhere',
        city_name: 'Nowhere',
        country_code: 'ZZ',
      })?.toISOString(),
    ).toBe('2030-01-15T10:00:00.000Z');
  });
});
