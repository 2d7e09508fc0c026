import fc from 'fast-check';
import { array, REFUSED, type Reader } from '@portal/platform/json-readers';
import { expectReadAsContract, nearMissesOf, withOneValueAlteredInside } from '@portal/platform/testing';
import {
  adminBookingsSchema,
  adminOutboxPageSchema,
  adminRemotesSchema,
  auditPageSchema,
} from '@portal/platform/validation';
import { adminBookingsFrom, readAdminBookings, readAdminRemote, readAuditPage, readOutboxPage } from './readOperations';
import { registryEntries } from '../testing/adminFixtures';

const auditPage = {
  entries: [
    {
      id: 7,
      actor: 'admin',
      action: 'brand.update',
      target: 'sunway',
      before: { name: 'Sunway', markup: { percent: 2 } },
      after: { name: 'Sunway Travel', markup: { percent: 3 } },
      at: '2026-12-01T09:00:00.000Z',
    },
    { id: 8, actor: 'admin', action: 'mode.change', target: 'system', before: null, after: true, at: '2026-12-02' },
  ],
  page: 1,
  limit: 20,
  total: 2,
};
const bookings = {
  bookings: [
    {
      id: 'bk_1',
      reference: 'ABC123',
      status: 'confirmed',
      step: 'confirm',
      outcome: 'done',
      reason: null,
      user: 'ada',
      totalAmount: '512.40',
      totalCurrency: 'GBP',
      createdAt: '2026-12-01T09:00:00.000Z',
      updatedAt: '2026-12-01T09:01:00.000Z',
      stuck: false,
    },
    {
      id: 'bk_2',
      reference: null,
      status: 'needs_attention',
      step: 'capture',
      outcome: 'failed',
      reason: 'The card was declined',
      user: null,
      totalAmount: null,
      totalCurrency: null,
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
      stuck: true,
    },
  ],
  total: 41,
};
const outbox = {
  messages: [
    {
      id: 'msg_1',
      to: 'ada@example.com',
      subject: 'Your booking is confirmed',
      status: 'failed',
      attempts: 3,
      lastError: '421 try again later',
      createdAt: '2026-12-01T09:00:00.000Z',
      sentAt: null,
      nextAttemptAt: '2026-12-01T09:30:00.000Z',
    },
  ],
  page: 2,
  limit: 20,
  total: 21,
};
// The registry with the optional fields both ways: present on the first entry, absent on the others.
const remotes = [
  { ...registryEntries[0], previousVersion: '1.3.2', platform: '^4.4.0' },
  ...registryEntries,
  { ...registryEntries[0], name: 'mfe_account', previousVersion: null, platform: null },
];

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', 'brand.rename', 'sent ', 'Confirmed', 'cancelled', 0, -1, 1.5, 2 ** 53, null, true, [], {}),
);

const orNull =
  <T>(read: Reader<T>) =>
  (value: unknown) => {
    const result = read(value);
    return result === REFUSED ? null : result;
  };

type Contract = Parameters<typeof expectReadAsContract>[1] & { parse: (value: unknown) => unknown };
const LISTS: [string, unknown, Contract, (value: unknown) => unknown][] = [
  ['the audit log', auditPage, auditPageSchema, orNull(readAuditPage)],
  ['the recent bookings', bookings, adminBookingsSchema, orNull(readAdminBookings)],
  ['the outbox', outbox, adminOutboxPageSchema, orNull(readOutboxPage)],
  ['the module registry', remotes, adminRemotesSchema, orNull(array(readAdminRemote))],
];

describe.each(LISTS)('%s, read without zod', (_name, valid, contract, read) => {
  test('reads as the contract parses it', () => {
    expect(read(valid)).toStrictEqual(contract.parse(valid));
  });

  test('every answer one step from it is read as the contract reads it', () => {
    for (const candidate of nearMissesOf(valid, ['brand.rename', 'cancelled', 'sent', 'unknown'])) {
      const parsed = contract.safeParse(candidate);
      expect(read(candidate)).toStrictEqual(parsed.success ? parsed.data : null);
    }
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(fc.oneof(withOneValueAlteredInside([valid], oddValue), fc.jsonValue()), contract, read, 2000));
});

test('a list the contract refuses is a failed load, not a list', () => {
  expect(adminBookingsFrom(bookings)).toEqual(adminBookingsSchema.parse(bookings));
  expect(() => adminBookingsFrom({ ...bookings, total: '41' })).toThrow(/does not match its contract/);
});
