import fc from 'fast-check';
import { contentPreviewSchema } from '@portal/platform/validation';
import { REFUSED } from '@portal/platform/json-readers';
import { expectReadAsContract, withOneValueAlteredInside } from '@portal/platform/testing';
import { contentPreviewFrom, readContentPreview } from './readContentPreview';

const PREVIEW = { title: 'About SunJet Travel', html: '<h2>Call us</h2><p>On <strong>+1 (800) 555-0142</strong>.</p>' };

const readOrNull = (value: unknown) => {
  const preview = readContentPreview(value);
  return preview === REFUSED ? null : preview;
};

describe('the preview, read without zod', () => {
  test('a preview reads as the contract parses it, unknown keys dropped', () => {
    for (const preview of [PREVIEW, { title: '', html: '' }, { ...PREVIEW, extra: 1 }])
      expect(readOrNull(preview)).toStrictEqual(contentPreviewSchema.parse(preview));
  });

  test('any value put anywhere in a preview, or any JSON at all, is read as the contract reads it', () =>
    expectReadAsContract(
      fc.oneof(withOneValueAlteredInside([PREVIEW], fc.jsonValue()), fc.jsonValue()),
      contentPreviewSchema,
      readOrNull,
      2_000,
    ));

  test('an answer the contract refuses is a failed preview', () => {
    expect(contentPreviewFrom(PREVIEW)).toEqual(PREVIEW);
    expect(() => contentPreviewFrom({ title: 'T' })).toThrow(/does not match its contract/);
  });
});
