import fc from 'fast-check';
import { array, REFUSED } from '@portal/platform/json-readers';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '@portal/platform/testing';
import { adminBrandListSchema } from '@portal/platform/validation';
import { brand, sunjet } from '../testing/adminFixtures';
import { brandListFrom, readBrand } from './readBrands';

/** A brand as an older editor may have stored it: spaces around the free text, every optional link set. */
const untrimmed = brand({
  key: 'nordic-air.example',
  name: '  Øresund Flyg & Reisen (Nord)  ',
  domains: ['nordic-air.example', 'www.nordic-air.example'],
  contact: {
    email: "o'hare+help@nordic-air.example",
    phone: '+46 (0)8-123.456',
    address: '  Kungsgatan 1,\nStockholm ',
    hours: '\tMon–Fri 9–17 ',
  },
  social: { facebook: 'https://facebook.com/nordic', twitter: '/social/twitter', instagram: '' },
  markup: { percent: 12.5, fixedAmount: 250, currency: 'SEK' },
  trackingId: 'G-NORD_1',
});
const lists = [[brand(), sunjet, untrimmed], [sunjet], []] as const;

const readOrNull = (value: unknown) => {
  const brands = array(readBrand)(value);
  return brands === REFUSED ? null : brands;
};

/** Values one step over a limit or outside a format of the brand contract. */
const ODD_VALUES = [
  ' ',
  '<b>x</b>',
  '{{name}}',
  'a'.repeat(81),
  'a'.repeat(301),
  'help@example',
  'help@example.c',
  '.help@example.com',
  'help@@example.com',
  `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
  '#12345g',
  '#fff',
  'javascript:alert(1)',
  '//evil.example',
  'https://ok.example/a b',
  'https://ok.example/' + 'x'.repeat(2040),
  'Flights.Example.com',
  'flights.example.com:8080',
  '-flights.example.com',
  'usd',
  'EURO',
  '12',
  '+',
  100,
  100.01,
  -0.01,
  12.5,
  1.5,
  10_000_001,
  Array.from({ length: 21 }, (_, index) => `d${index}.example`),
  Array.from({ length: 20 }, (_, index) => `d${index}.example`),
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(...ODD_VALUES),
  fc.emailAddress(),
  fc.domain(),
  fc.webUrl(),
  fc.string({ unit: 'grapheme', maxLength: 90 }),
);

describe('the brand list, read without zod', () => {
  test('brands read as the contract parses them, free text trimmed', () => {
    for (const list of lists) expect(readOrNull(list)).toStrictEqual(adminBrandListSchema.parse(list));
    expect(readOrNull([untrimmed])?.[0]).toMatchObject({
      name: 'Øresund Flyg & Reisen (Nord)',
      contact: { address: 'Kungsgatan 1,\nStockholm', hours: 'Mon–Fri 9–17' },
    });
  });

  test('every answer one step from a valid one is read as the contract reads it', () => {
    for (const list of lists.slice(0, 1))
      for (const candidate of nearMissesOf(list, ODD_VALUES))
        expect(readOrNull(candidate)).toStrictEqual(adminBrandListSchema.safeParse(candidate).data ?? null);
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside([lists[0], lists[1]], oddValue), fc.jsonValue()),
      adminBrandListSchema,
      readOrNull,
      3000,
    ));

  test('a list the contract refuses is a failed load, not brands', () => {
    expect(brandListFrom([sunjet])).toEqual([sunjet]);
    expect(() => brandListFrom([{ ...sunjet, theme: { ...sunjet.theme, primary: 'red' } }])).toThrow(
      /does not match its contract/,
    );
  });
});
