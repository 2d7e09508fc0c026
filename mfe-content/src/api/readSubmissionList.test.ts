import fc from 'fast-check';
import { submissionListSchema } from '@portal/platform/validation';
import { expectReadAsContract, withOneFieldAltered } from '@portal/platform/testing';
import { readSubmissionList, submissionListFrom } from './readSubmissionList';

const contact = {
  id: 'sub_1',
  kind: 'contact',
  brand: 'default',
  email: 'ana@example.com',
  payload: { firstName: 'Ana', reason: 'booking', consent: true, phone: null, tags: ['a'] },
  userId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const newsletter = { ...contact, id: 'sub_2', kind: 'newsletter', payload: {}, userId: 'user_7' };
// What a fetch hands over when the answer holds a "__proto__" key: an own property of that name.
const protoPayload = JSON.parse('{"__proto__": {"polluted": true}, "reason": "booking"}') as unknown;

/** Odd values a broken answer could hold in any field: any JSON. */
const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', 'feedback', 'Contact', 0, 1.5, null, true, [], {}, ['contact'], protoPayload),
);

/** A valid submission with one field replaced, removed, or an extra field added. */
const submissions = fc.oneof(
  withOneFieldAltered([contact, newsletter], oddValue),
  fc.constantFrom(contact, newsletter, { ...contact, payload: protoPayload }),
);

const lists = fc.record(
  {
    submissions: fc.oneof(fc.array(submissions, { maxLength: 4 }), oddValue),
    nextBefore: fc.oneof(fc.constantFrom(null, '2026-11-20T10:00:00.000Z'), oddValue),
    extra: oddValue,
  },
  { requiredKeys: [] },
);

// A fetch's answer is JSON: the reader is held to the contract on every JSON value.
const candidates = fc.oneof(lists, fc.jsonValue());

describe('the list of submissions, read without zod', () => {
  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(candidates, submissionListSchema, readSubmissionList, 5000));

  test('a "__proto__" key in a payload is dropped, as the contract drops it, and sets no prototype', () => {
    const list = readSubmissionList({ submissions: [{ ...contact, payload: protoPayload }], nextBefore: null });
    expect(list?.submissions[0]?.payload).toEqual({ reason: 'booking' });
    expect(Object.getPrototypeOf(list?.submissions[0]?.payload)).toBe(Object.prototype);
    expect(
      submissionListSchema.parse({ submissions: [{ ...contact, payload: protoPayload }], nextBefore: null }),
    ).toEqual(list);
  });

  test('a list the contract refuses is a failed load, not a list', () => {
    expect(submissionListFrom({ submissions: [contact, newsletter], nextBefore: 'x' })).toEqual({
      submissions: [contact, newsletter],
      nextBefore: 'x',
    });
    expect(() => submissionListFrom({ submissions: [{ ...contact, kind: 'fax' }], nextBefore: null })).toThrow(
      /does not match its contract/,
    );
  });
});
