import path from 'node:path';
import { types } from 'node:util';
import { z } from 'zod';
import {
  flightOfferSchema,
  flightSearchRequestSchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@portal/platform-common/contracts';
import { CONTRACTS_DIR, makeContractsLazy } from '../federation/lazyContracts.cjs';
import { lazySchema } from '@portal/platform-common/lazy-schema';

const passenger = () => z.object({ name: z.string().min(1, 'Enter a name'), age: z.number().int().min(0) });

describe('a contract built on first use', () => {
  test('is not built until something reads it, then once', () => {
    const build = jest.fn(passenger);
    const schema = lazySchema(build);
    const list = z.array(schema);
    expect(build).not.toHaveBeenCalled();

    expect(list.parse([{ name: 'Ada', age: 36 }])).toEqual([{ name: 'Ada', age: 36 }]);
    schema.safeParse({});
    expect(build).toHaveBeenCalledTimes(1);
  });

  test('answers as the schema itself does: parsing, messages, shape, extend, optional, instanceof', () => {
    const eager = passenger();
    const lazy = lazySchema(passenger);
    const samples = [{ name: 'Ada', age: 36 }, { name: '', age: -1 }, { name: 'Bo' }, 'nonsense', null];

    for (const sample of samples) {
      const expected = eager.safeParse(sample);
      const got = lazy.safeParse(sample);
      expect(got.success).toBe(expected.success);
      expect(got.error?.issues).toEqual(expected.error?.issues);
    }
    expect(Object.keys(lazy.shape)).toEqual(['name', 'age']);
    expect(lazy.extend({ seat: z.string() }).safeParse({ name: 'Ada', age: 3 }).success).toBe(false);
    expect(lazy.optional().parse(undefined)).toBeUndefined();
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(z.object({ lead: lazy }).safeParse({ lead: { name: '', age: 1 } }).error?.issues[0]?.message).toBe(
      'Enter a name',
    );
  });

  test("the browser side's contracts are such stand-ins, and a search answer still parses through them", () => {
    expect(types.isProxy(flightOfferSchema)).toBe(true);
    // Made by a factory at the top of their files: a page that loads the contracts builds neither.
    expect(types.isProxy(searchRequestSchema)).toBe(true);
    expect(types.isProxy(flightSearchRequestSchema)).toBe(true);
    expect(searchRequestSchema.safeParse({ origin: 'JFK', destination: 'JFK' }).success).toBe(false);
    expect(searchResponseSchema.safeParse({ offers: 'none' }).success).toBe(false);
  });
});

describe('the contracts rewrite of the browser builds', () => {
  const file = path.join(CONTRACTS_DIR, 'example.ts');
  const source = [
    "import { z } from 'zod';",
    "import { otherSchema } from './other';",
    'const LIMIT = 5;',
    'export const KEYS = Object.keys({ a: 1 });',
    'const amount = z.string().regex(/^\\d+$/);',
    'export const priceSchema = z.object({ amount, currency: z.string() });',
    'export const pricedSchema: z.ZodType<unknown> = priceSchema.extend({ tax: amount }).strict();',
    'export const fromOther = otherSchema.array();',
    'export const createSchema = (max: number) => z.number().max(max);',
    'export const createLimitSchema = (max: number) => z.number().max(max);',
    'export const limitSchema = createLimitSchema(9);',
    'export type Price = z.infer<typeof priceSchema>;',
  ].join('\n');
  const rewritten = makeContractsLazy(source, file);

  test('builds each schema of the file, and each schema made from one, on first use', () => {
    expect(rewritten).toContain('const amount = __lazySchema(() => z.string().regex(/^\\d+$/));');
    expect(rewritten).toContain(
      'export const priceSchema = __lazySchema(() => z.object({ amount, currency: z.string() }));',
    );
    expect(rewritten).toContain(
      'export const pricedSchema: z.ZodType<unknown> = __lazySchema(() => priceSchema.extend({ tax: amount }).strict());',
    );
    // A schema the file's own factory makes (createSearchRequestSchema() makes the search request's).
    expect(rewritten).toContain('export const limitSchema = __lazySchema(() => createLimitSchema(9));');
    expect(rewritten.startsWith("import { lazySchema as __lazySchema } from '../validation/lazySchema';\n")).toBe(true);
  });

  test('leaves plain values, factories, types and what it cannot tell is a schema as they are', () => {
    for (const line of [
      'const LIMIT = 5;',
      'export const KEYS = Object.keys({ a: 1 });',
      'export const fromOther = otherSchema.array();',
      'export const createSchema = (max: number) => z.number().max(max);',
      'export const createLimitSchema = (max: number) => z.number().max(max);',
      'export type Price = z.infer<typeof priceSchema>;',
    ])
      expect(rewritten).toContain(line);
  });
});
