import type { Request, Response } from 'express';
import express from 'express';
import request from 'supertest';
import { createMemorySessionStore } from '../../../test/support/memorySessionStore';
import { createRequestSessions, type RequestSessionOptions } from './requestSession';

const SECRET = 'test-session-secret-that-is-long-enough';

/** A promise the test settles itself. */
const gate = () => {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
};

/** A request and response as bare as Node's: the end the answer would go out with is recorded. */
const exchange = (cookie?: string) => {
  const wentOut: unknown[] = [];
  const headers = new Map<string, string[]>();
  const res = {
    headersSent: false,
    end: (chunk: unknown) => {
      wentOut.push(chunk);
      return res;
    },
    appendHeader: (name: string, value: string) =>
      headers.set(name.toLowerCase(), [...(headers.get(name) ?? []), value]),
  };
  // Plain http from a peer no proxy setting trusts.
  const req = {
    headers: cookie ? { cookie } : {},
    socket: { remoteAddress: '127.0.0.1' },
    app: { get: () => () => false },
  };
  return { req: req as unknown as Request, res: res as unknown as Response, wentOut, headers };
};

const settled = () => new Promise((resolve) => setImmediate(resolve));

const sessionsWith = (overrides: Partial<RequestSessionOptions> = {}) => {
  const memory = createMemorySessionStore();
  const options = {
    store: memory.store,
    cookieName: 'portal.sid',
    secret: SECRET,
    idleMs: 60_000,
    onStoreError: jest.fn(),
    ...overrides,
  };
  return { memory, sessions: createRequestSessions(options), options };
};

test('when a changed session is being saved, then the answer does not go out before the save is done', async () => {
  const { memory, sessions } = sessionsWith();
  const saving = gate();
  memory.store.save = jest.fn(() => saving.promise);
  const { req, res, wentOut } = exchange();
  sessions(req, res, () => undefined);

  req.session.userId = 'u1';
  res.end('the answer');
  await settled();

  expect(memory.store.save).toHaveBeenCalledTimes(1);
  expect(wentOut).toEqual([]);
  saving.open();
  await settled();
  expect(wentOut).toEqual(['the answer']);
});

test("when an unchanged session's expiry is being renewed, then the answer waits for it; when the renewal is skipped, it goes out at once", async () => {
  const { memory, sessions } = sessionsWith();
  const { req: first, res: firstRes, headers } = exchange();
  sessions(first, firstRes, () => undefined);
  first.session.userId = 'u1';
  firstRes.end();
  await settled();
  const cookie = (headers.get('set-cookie')?.[0] ?? '').split(';')[0];
  const renewing = gate();
  memory.store.touch = jest.fn(() => renewing.promise);

  const renewed = exchange(cookie);
  sessions(renewed.req, renewed.res, () => undefined);
  await settled();
  renewed.res.end('renewed');
  expect(renewed.wentOut).toEqual([]);
  renewing.open();
  await settled();
  expect(renewed.wentOut).toEqual(['renewed']);

  memory.store.touch = jest.fn(() => undefined);
  const skipped = exchange(cookie);
  sessions(skipped.req, skipped.res, () => undefined);
  await settled();
  skipped.res.end('at once');
  expect(skipped.wentOut).toEqual(['at once']);
});

test('when a changed session cannot be saved, then the answer is a 500 that sets no session cookie, and the error is reported', async () => {
  const onStoreError = jest.fn();
  const { memory, sessions } = sessionsWith({ onStoreError });
  memory.store.save = () => Promise.reject(new Error('the store is down'));
  const app = express()
    .use(sessions)
    .get('/sign-in', (req, res) => {
      req.session.userId = 'u1';
      res.set('ETag', '"the answer"').json({ signedIn: true });
    });

  const res = await request(app).get('/sign-in').expect(500);

  expect(res.body).toEqual({ message: 'Internal server error', error: 'INTERNAL' });
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(res.headers.etag).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
  expect(onStoreError).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'the store is down' }),
    expect.anything(),
    'save',
  );
});

test("when an unchanged session's expiry cannot be renewed, then the answer goes out all the same and the error is reported", async () => {
  const onStoreError = jest.fn();
  const { memory, sessions } = sessionsWith({ onStoreError });
  const first = exchange();
  sessions(first.req, first.res, () => undefined);
  first.req.session.userId = 'u1';
  first.res.end();
  await settled();
  memory.store.touch = () => Promise.reject(new Error('the store is down'));

  const { req, res, wentOut } = exchange((first.headers.get('set-cookie')?.[0] ?? '').split(';')[0]);
  sessions(req, res, () => undefined);
  await settled();
  res.end('the list');
  await settled();

  expect(wentOut).toEqual(['the list']);
  expect(onStoreError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the store is down' }), req, 'renewal');
});

test('when the answer is ended twice, then it goes out once', async () => {
  const { sessions } = sessionsWith();
  const { req, res, wentOut } = exchange();
  sessions(req, res, () => undefined);

  res.end('once');
  res.end('twice');

  expect(wentOut).toEqual(['once']);
});
