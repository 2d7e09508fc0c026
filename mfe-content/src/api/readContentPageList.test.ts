import fc from 'fast-check';
import { contentPageListSchema } from '@portal/platform/validation';
import { expectReadAsContract, withOneFieldAltered } from '@portal/platform/testing';
import { contentPageListFrom, readContentPageList } from './readContentPageList';

const summary = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  publishedVersion: 3,
  hasDraft: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const unpublished = { slug: 'about', title: 'About us', publishedVersion: null, hasDraft: false, updatedAt: null };

/** Odd values a broken answer could hold in any field. */
const oddValue = fc.oneof(
  fc.anything(),
  fc.constantFrom('', 'About', '-x', 'a'.repeat(61), 'A-page', 0, 1, 1.5, -1, 2 ** 53, Number.NaN, null, true, [], {}),
);

/** A valid summary with one field replaced by an odd value, removed, or an extra field added. */
const summaries = fc.oneof(
  withOneFieldAltered([summary, unpublished], oddValue),
  fc.constantFrom(summary, unpublished),
);

const candidates = fc.oneof(
  fc.array(summaries, { maxLength: 4 }),
  fc.array(fc.constantFrom(summary, unpublished), { maxLength: 4 }),
  fc.anything(),
);

describe('the list of content pages, read without zod', () => {
  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(candidates, contentPageListSchema, readContentPageList, 5000));

  test('a list the contract refuses is a failed load, not a list', () => {
    expect(contentPageListFrom([summary, unpublished])).toEqual([summary, unpublished]);
    expect(() => contentPageListFrom([summary, { ...unpublished, hasDraft: 'no' }])).toThrow(
      /does not match its contract/,
    );
  });
});
