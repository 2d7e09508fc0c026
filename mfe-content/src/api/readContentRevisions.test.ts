import fc from 'fast-check';
import { contentRevisionsSchema } from '@portal/platform/validation';
import { REFUSED } from '@portal/platform/json-readers';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '@portal/platform/testing';
import { contentRevisionsFrom, readContentRevisions } from './readContentRevisions';

const published = {
  version: 2,
  title: 'Privacy Policy',
  body: '# Privacy\n\nWe keep what a booking needs.',
  status: 'published',
  author: 'editor',
  createdAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:05:00.000Z',
};
const draft = { ...published, version: 3, status: 'draft', author: null, publishedAt: null };
const HISTORIES = [[draft, published, { ...published, version: 1, status: 'superseded' }], []] as const;

const readOrNull = (value: unknown) => {
  const revisions = readContentRevisions(value);
  return revisions === REFUSED ? null : revisions;
};

describe("the page's revisions, read without zod", () => {
  test('the valid histories read as the contract parses them', () => {
    for (const history of HISTORIES) expect(readOrNull(history)).toStrictEqual(contentRevisionsSchema.parse(history));
  });

  test('every history one step from a valid one is read as the contract reads it', () => {
    for (const candidate of nearMissesOf(HISTORIES[0], [0, 1.5, -1, 'archived', 'Draft', null, '']))
      expect(readOrNull(candidate)).toStrictEqual(contentRevisionsSchema.safeParse(candidate).data ?? null);
  });

  test('any value put anywhere in a history, or any JSON at all, is read as the contract reads it', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside([HISTORIES[0]], fc.jsonValue()), fc.jsonValue()),
      contentRevisionsSchema,
      readOrNull,
      3_000,
    ));

  test('a history the contract refuses is a failed load, not a history', () => {
    expect(contentRevisionsFrom([draft])).toEqual([draft]);
    expect(() => contentRevisionsFrom([{ ...draft, version: 0 }])).toThrow(/does not match its contract/);
  });
});
