import type { Pool } from 'pg';
import { createSessionStore } from './sessionStore';

const MINUTE = 60_000;

/** A pool that answers every query with `rows` and records the statements and their values. */
const poolAnswering = (rows: unknown[] = []) => {
  const queries: { text: string; values: unknown[] }[] = [];
  const query = jest.fn(async (config: string | { text: string; values: unknown[] }, values?: unknown[]) => {
    queries.push(typeof config === 'string' ? { text: config, values: values ?? [] } : config);
    return { rows, rowCount: rows.length };
  });
  return { pool: { query } as unknown as Pool, queries, query };
};
const storeOn = (pool: Pool) => createSessionStore({ pool, touchIntervalMs: MINUTE, onPruneError: () => undefined });

let now = Date.UTC(2026, 10, 26, 10, 0, 0);
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
afterEach(() => jest.restoreAllMocks());

describe('renewing an unchanged session', () => {
  test('when a session is renewed again within the interval, then nothing is written; after it, its expiry is written again', async () => {
    const { pool, queries } = poolAnswering();
    const store = storeOn(pool);

    await store.touch('s1', now + 30 * MINUTE);
    now += 59_000;
    expect(store.touch('s1', now + 30 * MINUTE)).toBeUndefined();
    await store.touch('s2', now + 30 * MINUTE);
    now += 2_000;
    await store.touch('s1', now + 30 * MINUTE);

    expect(queries.map((query) => query.values)).toEqual([
      [Math.ceil((now - 61_000 + 30 * MINUTE) / 1000), 's1'],
      [Math.ceil((now - 2_000 + 30 * MINUTE) / 1000), 's2'],
      [Math.ceil((now + 30 * MINUTE) / 1000), 's1'],
    ]);
    expect(queries.every((query) => query.text.startsWith('UPDATE session SET expire'))).toBe(true);
  });

  test('when a renewal fails, then the next request writes it again', async () => {
    const { pool, query } = poolAnswering();
    const store = storeOn(pool);
    query.mockRejectedValueOnce(new Error('the store is down'));

    await expect(store.touch('s1', now + 30 * MINUTE)).rejects.toThrow('the store is down');

    expect(store.touch('s1', now + 30 * MINUTE)).toBeInstanceOf(Promise);
    expect(query).toHaveBeenCalledTimes(2);
  });

  test('when a session is saved, then its renewals are not skipped for it: the next unchanged request renews as before', async () => {
    const { pool, query } = poolAnswering();
    const store = storeOn(pool);

    await store.save('s1', { userId: 'u1' }, now + 30 * MINUTE);

    expect(store.touch('s1', now + 30 * MINUTE)).toBeInstanceOf(Promise);
    expect(query).toHaveBeenCalledTimes(2);
  });
});

describe('reading a session', () => {
  test('when the row names an existing account, then the session comes with it', async () => {
    const { pool, queries } = poolAnswering([
      {
        sid: 's1',
        sess: { userId: 'u1', createdAt: 5 },
        user_id: 'u1',
        username: 'ann',
        roles: ['user'],
        bookings_version: '7',
      },
    ]);

    const loaded = await storeOn(pool).read('s1');

    expect(loaded).toEqual({
      fields: { userId: 'u1', createdAt: 5 },
      account: { id: 'u1', username: 'ann', roles: ['user'], bookingsVersion: '7' },
    });
    expect(queries[0]?.values).toEqual([['s1'], Math.ceil(now / 1000)]);
  });

  test('when the account is gone, then the session comes without one', async () => {
    const { pool } = poolAnswering([
      { sid: 's1', sess: { userId: 'u1' }, user_id: null, username: null, roles: null, bookings_version: null },
    ]);

    expect(await storeOn(pool).read('s1')).toEqual({ fields: { userId: 'u1' }, account: undefined });
  });

  test('when requests read their sessions in the same turn, then one query answers them all, each with its own row', async () => {
    const { pool, queries } = poolAnswering([
      { sid: 's2', sess: { userId: 'u2' }, user_id: 'u2', username: 'bob', roles: ['user'], bookings_version: '1' },
      { sid: 's1', sess: { userId: 'u1' }, user_id: 'u1', username: 'ann', roles: ['admin'], bookings_version: '3' },
    ]);
    const store = storeOn(pool);

    const [first, second, again, unknown] = await Promise.all([
      store.read('s1'),
      store.read('s2'),
      store.read('s1'),
      store.read('s3'),
    ]);

    expect(queries).toHaveLength(1);
    expect(queries[0]?.values).toEqual([['s1', 's2', 's3'], Math.ceil(now / 1000)]);
    expect(first?.account?.username).toBe('ann');
    expect(again).toEqual(first);
    expect(second?.account).toEqual({ id: 'u2', username: 'bob', roles: ['user'], bookingsVersion: '1' });
    expect(unknown).toBeNull();
  });

  test('when a read comes after the last turn answered, then it asks the database again (nothing is kept)', async () => {
    const { pool, queries } = poolAnswering([
      { sid: 's1', sess: { userId: 'u1' }, user_id: 'u1', username: 'ann', roles: ['user'], bookings_version: '1' },
    ]);
    const store = storeOn(pool);

    await store.read('s1');
    await store.read('s1');

    expect(queries).toHaveLength(2);
  });

  test('when the query of a turn fails, then every read of that turn fails with it, and the next turn asks again', async () => {
    const { pool, query } = poolAnswering([]);
    query.mockRejectedValueOnce(new Error('the store is down'));
    const store = storeOn(pool);

    const reads = await Promise.allSettled([store.read('s1'), store.read('s2')]);

    expect(reads.map((read) => read.status)).toEqual(['rejected', 'rejected']);
    expect(await store.read('s1')).toBeNull();
  });

  test.each([
    ['text that is no JSON', '{not json'],
    ['a JSON array', ['a']],
    ['JSON null', null],
  ])('when the row holds %s, then there is no session and the row is deleted', async (_story, sess) => {
    const { pool, queries } = poolAnswering([
      { sid: 's1', sess, user_id: null, username: null, roles: null, bookings_version: null },
    ]);

    expect(await storeOn(pool).read('s1')).toBeNull();
    expect(queries[1]).toEqual({ text: 'DELETE FROM session WHERE sid = $1', values: ['s1'] });
  });
});

test('when a session is saved, then its JSON and its expiry in whole seconds, rounded up, are written under its id', async () => {
  const { pool, queries } = poolAnswering();

  await storeOn(pool).save('s1', { userId: 'u1', csrfToken: 'token' }, now + 1_500);

  expect(queries[0]?.text).toContain('INSERT INTO session (sess, expire, sid)');
  expect(queries[0]?.values).toEqual(['{"userId":"u1","csrfToken":"token"}', Math.ceil((now + 1_500) / 1000), 's1']);
});

test('when the store is in use, then expired rows are deleted every quarter of an hour or so, again and again', async () => {
  jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'queueMicrotask', 'setImmediate'] });
  // The middle of the random spread: replicas prune between 7.5 and 22.5 minutes apart.
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
  try {
    const { pool, queries } = poolAnswering();
    const prunes = () => queries.filter((query) => query.text.startsWith('DELETE FROM session WHERE expire <'));
    await storeOn(pool).read('s1');

    await jest.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(prunes()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(15 * MINUTE);

    expect(prunes()).toEqual([
      { text: 'DELETE FROM session WHERE expire < to_timestamp($1)', values: [Math.ceil(now / 1000)] },
      { text: 'DELETE FROM session WHERE expire < to_timestamp($1)', values: [Math.ceil(now / 1000)] },
    ]);
  } finally {
    jest.useRealTimers();
  }
});
