import fc from 'fast-check';
import { contentPageSchema } from '@portal/platform/validation';
import { expectReadAsContract, withOneFieldAltered } from '@portal/platform/testing';
import { contentPageFrom, readContentPage } from './readContentPage';

const page = {
  slug: 'privacy-policy',
  brand: 'default',
  title: 'Privacy Policy',
  body: '# Privacy',
  html: '<h1>Privacy</h1>',
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** Odd values a broken answer could hold in any field. */
const oddValue = fc.oneof(
  fc.anything(),
  fc.constantFrom('', 'Privacy', '-x', 'a'.repeat(61), 'A-page', 0, 1, 1.5, -1, 2 ** 53, Number.NaN, null, [], {}),
);

/** The valid page with one field replaced by an odd value, removed, or an extra field added. */
const candidates = fc.oneof(withOneFieldAltered([page], oddValue), fc.anything(), fc.constant(page));

describe('the content page answer, read without zod', () => {
  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(candidates, contentPageSchema, readContentPage));

  test('a page the contract refuses is a failed load, not a page', () => {
    expect(contentPageFrom(page)).toEqual(page);
    expect(() => contentPageFrom({ ...page, version: 0 })).toThrow(/does not match its contract/);
  });
});
