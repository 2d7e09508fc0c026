import { flightOfferSchema, type FlightOffer, type SeatMap } from '@portal/platform-common/contracts';
import { fromMinor, toMinor } from '../../providers/money';
import { priceOffer, priceSeatMaps, sellingTotal, withPercent, type Markup } from './pricing';

const DEFAULT: Markup = { percent: 23, fixedAmount: 0, currency: 'USD' };

const place = (code: string) => ({ name: `${code} Airport`, iata_code: code, city_name: code, country_code: 'US' });
const carrier = { name: 'British Airways', iata_code: 'BA', logo_url: '/airline-logos/BA.svg' };

const supplierOffer = (amounts: { total: string; tax: string; currency?: string; bag?: string }): FlightOffer => {
  const currency = amounts.currency ?? 'USD';
  return flightOfferSchema.parse({
    id: 'off_test',
    total_amount: amounts.total,
    total_currency: currency,
    base_amount: fromMinor(toMinor(amounts.total, currency) - toMinor(amounts.tax, currency), currency),
    base_currency: currency,
    tax_amount: amounts.tax,
    tax_currency: currency,
    service_fee_amount: fromMinor(0n, currency),
    service_fee_currency: currency,
    owner: carrier,
    slices: [{ id: 'sli_1', origin: place('JFK'), destination: place('LHR'), duration: 'PT7H0M', segments: [] }],
    conditions: {
      refundable: false,
      changeable: true,
      refund_penalty: null,
      change_penalty: { amount: '75.00', currency: 'USD' },
    },
    baggage_included: false,
    available_services: amounts.bag
      ? [
          {
            id: 'ase_1',
            type: 'baggage',
            name: 'Checked bag',
            description: 'Checked bag',
            total_amount: amounts.bag,
            total_currency: currency,
            passenger_ids: ['pas_1'],
            segment_ids: [],
            maximum_quantity: 2,
          },
        ]
      : [],
    passenger_identity_documents_required: true,
    expires_at: '2026-11-01T10:30:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    payment_requirements: { price_guarantee_expires_at: null, payment_required_by: null },
    passengers: [{ id: 'pas_1', type: 'adult' }],
  });
};

describe('money in minor units', () => {
  test.each([
    ['450.00', 'USD', 45000n],
    ['450.5', 'USD', 45050n],
    ['0.01', 'USD', 1n],
    ['12000', 'JPY', 12000n],
    ['12000.00', 'JPY', 12000n],
    ['1.234', 'KWD', 1234n],
    ['999999999999.99', 'USD', 99999999999999n],
  ])('%s %s is %s minor units, and back', (amount, currency, minor) => {
    expect(toMinor(amount, currency)).toBe(minor);
    expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
  });

  test.each([
    ['1.5', 'JPY'],
    ['1.001', 'USD'],
    ['-5.00', 'USD'],
    ['1e3', 'USD'],
    ['', 'USD'],
    ['12.00', 'usd'],
  ])('%s %s is refused', (amount, currency) => {
    expect(() => toMinor(amount, currency)).toThrow();
  });

  test("amounts are written with the currency's own decimals", () => {
    expect(fromMinor(45050n, 'USD')).toBe('450.50');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
    expect(fromMinor(12000n, 'JPY')).toBe('12000');
  });
});

describe('the percentage', () => {
  test.each([
    [10000n, 23, 12300n],
    [1n, 23, 1n], // 1.23 rounds down
    [3n, 23, 4n], // 3.69 rounds up
    [50n, 1, 51n], // 50.5: halves go up
    [200n, 12.5, 225n],
    [45005n, 23, 55356n], // 55356.15
    [99999999999999n, 23, 122999999999999n], // 122999999999998.77: no float would keep the cents
    [777n, 0, 777n],
    [777n, 100, 1554n],
  ])('%s minor units plus %s%% is %s', (minor, percent, expected) => {
    expect(withPercent(minor, percent)).toBe(expected);
  });

  test('a negative percentage is a mistake, not a discount', () => {
    expect(() => withPercent(100n, -1)).toThrow(RangeError);
  });
});

describe('the selling total', () => {
  test.each<[bigint, string, Markup, bigint]>([
    [45000n, 'USD', DEFAULT, 55350n],
    [45000n, 'USD', { percent: 10, fixedAmount: 500, currency: 'USD' }, 50000n],
    // The fixed part is in the markup's currency: another currency gets the percentage only.
    [45000n, 'EUR', { percent: 10, fixedAmount: 500, currency: 'USD' }, 49500n],
    [12000n, 'JPY', { percent: 23, fixedAmount: 300, currency: 'JPY' }, 15060n],
  ])('%s %s with %j is %s', (minor, currency, markup, expected) => {
    expect(sellingTotal(minor, currency, markup)).toBe(expected);
  });
});

describe('priceOffer', () => {
  test("the default brand: total plus 23%, the airline's base and tax unchanged, the 23% its own service fee, bags plus 23%", () => {
    const priced = priceOffer(supplierOffer({ total: '450.00', tax: '70.00', bag: '45.00' }), DEFAULT);

    expect(priced).toMatchObject({
      total_amount: '553.50',
      tax_amount: '70.00',
      base_amount: '380.00',
      service_fee_amount: '103.50',
      service_fee_currency: 'USD',
    });
    expect(priced.available_services[0]?.total_amount).toBe('55.35');
    expect(flightOfferSchema.safeParse(priced).success).toBe(true);
  });

  test('a fixed amount is added once to the offer, never to its bags, and is part of the service fee', () => {
    const priced = priceOffer(supplierOffer({ total: '450.00', tax: '70.00', bag: '45.00' }), {
      percent: 10,
      fixedAmount: 1500,
      currency: 'USD',
    });

    expect(priced).toMatchObject({
      total_amount: '510.00',
      tax_amount: '70.00',
      base_amount: '380.00',
      service_fee_amount: '60.00',
    });
    expect(priced.available_services[0]?.total_amount).toBe('49.50');
  });

  test('yen have no decimals, before and after', () => {
    const priced = priceOffer(supplierOffer({ total: '98765', tax: '4321', currency: 'JPY' }), {
      percent: 23,
      fixedAmount: 0,
      currency: 'USD',
    });

    expect(priced).toMatchObject({
      total_amount: '121481',
      tax_amount: '4321',
      base_amount: '94444',
      service_fee_amount: '22716',
      service_fee_currency: 'JPY',
      total_currency: 'JPY',
    });
  });

  test("a fixed amount in another currency is not converted: a euro offer's service fee is the percentage alone", () => {
    const priced = priceOffer(supplierOffer({ total: '200.01', tax: '33.33', currency: 'EUR' }), {
      percent: 12.5,
      fixedAmount: 1500,
      currency: 'USD',
    });

    expect(priced).toMatchObject({
      total_amount: '225.01',
      base_amount: '166.68',
      tax_amount: '33.33',
      service_fee_amount: '25.00',
      service_fee_currency: 'EUR',
    });
  });

  test('a tax in another currency cannot be subtracted: the base is the whole supplier total and the sum still holds', () => {
    const offer = { ...supplierOffer({ total: '450.00', tax: '70.00' }), tax_currency: 'GBP' };

    const priced = priceOffer(offer, DEFAULT);

    expect(priced).toMatchObject({
      base_amount: '450.00',
      service_fee_amount: '103.50',
      total_amount: '553.50',
      tax_amount: '70.00',
      tax_currency: 'GBP',
    });
  });

  test('the penalties and everything else are left as the airline set them', () => {
    const supplier = supplierOffer({ total: '450.00', tax: '70.00' });

    const priced = priceOffer(supplier, DEFAULT);

    expect(priced.conditions).toEqual(supplier.conditions);
    expect(priced.slices).toEqual(supplier.slices);
  });

  test.each<[string, Markup]>([
    ['23%', DEFAULT],
    ['12.5% + $15.00', { percent: 12.5, fixedAmount: 1500, currency: 'USD' }],
    ['0%', { percent: 0, fixedAmount: 0, currency: 'USD' }],
  ])(
    "over many amounts at %s, base + tax + service fee is the total to the cent, the fee is the markup and the base the airline's",
    (_name, markup) => {
      for (let cents = 1_000; cents < 400_000; cents += 977) {
        const tax = BigInt(Math.floor(cents / 7));
        const priced = priceOffer(
          supplierOffer({ total: fromMinor(BigInt(cents), 'USD'), tax: fromMinor(tax, 'USD') }),
          markup,
        );
        const total = toMinor(priced.total_amount, 'USD');

        expect(
          toMinor(priced.base_amount, 'USD') +
            toMinor(priced.tax_amount, 'USD') +
            toMinor(priced.service_fee_amount, 'USD'),
        ).toBe(total);
        expect(total).toBe(sellingTotal(BigInt(cents), 'USD', markup));
        expect(toMinor(priced.service_fee_amount, 'USD')).toBe(total - BigInt(cents));
        expect(toMinor(priced.base_amount, 'USD')).toBe(BigInt(cents) - tax);
      }
    },
  );
});

describe('priceSeatMaps', () => {
  test('seat prices take the percentage; free seats stay free', () => {
    const seat = (designator: string, amount: string) => ({
      type: 'seat' as const,
      designator,
      available: true,
      available_services: [
        { id: `ase_${designator}`, passenger_id: 'pas_1', total_amount: amount, total_currency: 'USD' },
      ],
    });
    const maps: SeatMap[] = [
      {
        id: 'sea_1',
        slice_id: 'sli_1',
        segment_id: 'seg_1',
        cabins: [
          {
            cabin_class: 'economy',
            deck: 0,
            aisles: 1,
            rows: [{ number: 12, sections: [{ elements: [seat('12A', '25.00'), seat('12B', '0.00')] }] }],
          },
        ],
      },
    ];

    const [priced] = priceSeatMaps(maps, { percent: 23, fixedAmount: 1000, currency: 'USD' });

    const prices = priced?.cabins[0]?.rows[0]?.sections[0]?.elements.map(
      (element) => element.available_services[0]?.total_amount,
    );
    expect(prices).toEqual(['30.75', '0.00']);
  });
});
