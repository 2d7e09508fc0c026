import fc from 'fast-check';
import { REFUSED } from '@portal/platform/json-readers';
import { expectReadAsContract, nearMissesOf, withOneFieldAltered } from '@portal/platform/testing';
import { adminSettingsSchema } from '@portal/platform/validation';
import { settings } from '../testing/adminFixtures';
import { adminSettingsFrom, readAdminSettings } from './readAdminSettings';

const testMode = settings({ duffelApiConfigured: false });
const liveMode = settings({ enableLiveMode: true, environment: 'live', deployment: '' });

const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('', 'Live', 'TEST', 'sandbox', 'true', 0, 1, null, [], {}, ['live']),
);

const readOrNull = (value: unknown) => {
  const settings = readAdminSettings(value);
  return settings === REFUSED ? null : settings;
};

describe('the admin settings, read without zod', () => {
  test('both modes read as the contract parses them', () => {
    for (const settings of [testMode, liveMode])
      expect(readOrNull(settings)).toStrictEqual(adminSettingsSchema.parse(settings));
  });

  test('every answer one step from a valid one is read as the contract reads it', () => {
    for (const settings of [testMode, liveMode])
      for (const candidate of nearMissesOf(settings, ['live', 'test', 'staging']))
        expect(readOrNull(candidate)).toStrictEqual(adminSettingsSchema.safeParse(candidate).data ?? null);
  });

  test('accepts exactly what the contract accepts and returns what the contract returns', () =>
    expectReadAsContract(
      fc.oneof(withOneFieldAltered([testMode, liveMode], oddValue), fc.jsonValue()),
      adminSettingsSchema,
      readOrNull,
      3000,
    ));

  test('settings the contract refuses are a failed load, not settings', () => {
    expect(adminSettingsFrom(liveMode)).toEqual(adminSettingsSchema.parse(liveMode));
    expect(() => adminSettingsFrom({ ...liveMode, environment: 'staging' })).toThrow(/does not match its contract/);
  });
});
