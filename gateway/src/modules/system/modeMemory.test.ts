import type { Transaction } from 'sequelize';
import { createLogger } from '../../http/logger';
import type { SystemRepository } from './system.repository';
import { createSystemService } from './system.service';

// The mode is read at most once a second per instance (SETTINGS_CACHE_MS): a switch through this
// instance counts at once, one through another replica within the second, a failed read never sticks.
const storedMode = () => {
  let value: unknown = false;
  let failing = false;
  const reads = jest.fn();
  const afterCommit: (() => void)[] = [];
  const repository: SystemRepository = {
    ping: async () => undefined,
    getSetting: async () => {
      reads();
      if (failing) throw new Error('database down');
      return value;
    },
    lockSetting: async () => undefined,
    setSetting: async (_key, next) => {
      value = next;
    },
  };
  const transaction = { afterCommit: (hook: () => void) => afterCommit.push(hook) } as unknown as Transaction;
  return {
    repository,
    reads,
    transaction,
    commit: () => afterCommit.splice(0).forEach((hook) => hook()),
    writtenElsewhere: (next: unknown) => {
      value = next;
    },
    fail: (on: boolean) => {
      failing = on;
    },
  };
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the mode an instance answers', () => {
  test('when it was read a moment ago, then it is not read again', async () => {
    const stored = storedMode();
    const system = createSystemService(stored.repository, createLogger('silent'), 1000);

    await system.mode();
    await system.mode();

    expect(stored.reads).toHaveBeenCalledTimes(1);
  });

  test('when another replica switched it, then this instance answers the new mode once the second is over', async () => {
    const stored = storedMode();
    const system = createSystemService(stored.repository, createLogger('silent'), 1000);
    await system.mode();

    stored.writtenElsewhere(true);
    const within = await system.mode();
    jest.advanceTimersByTime(1000);
    const after = await system.mode();

    expect(within.mode).toBe('test');
    expect(after.mode).toBe('live');
  });

  test('when this instance switched it, then its next request has the new mode', async () => {
    const stored = storedMode();
    const system = createSystemService(stored.repository, createLogger('silent'), 1000);
    await system.mode();

    await system.setLiveMode(true, stored.transaction);
    stored.commit();

    expect((await system.mode()).mode).toBe('live');
  });

  test('when the setting could not be read, then test mode is answered and the next request reads again', async () => {
    const stored = storedMode();
    stored.writtenElsewhere(true);
    const system = createSystemService(stored.repository, createLogger('silent'), 1000);

    stored.fail(true);
    const failed = await system.mode();
    stored.fail(false);
    const next = await system.mode();

    expect(failed.mode).toBe('test');
    expect(next.mode).toBe('live');
  });

  test('when the cache is off (0), then every request reads the setting', async () => {
    const stored = storedMode();
    const system = createSystemService(stored.repository, createLogger('silent'), 0);

    await system.mode();
    await system.mode();

    expect(stored.reads).toHaveBeenCalledTimes(2);
  });
});
