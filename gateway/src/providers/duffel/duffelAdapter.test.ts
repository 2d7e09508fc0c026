import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../../http/errors';
import { createLogger } from '../../http/logger';
import { createDuffelAdapter } from './duffelAdapter';

/** A stand-in for Duffel (or a proxy in front of it) that answers every call the same way. */
const fakeDuffel = async (answer: (res: http.ServerResponse) => void) => {
  const server = http.createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    basePath: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const adapterAt = (basePath: string) =>
  createDuffelAdapter({
    token: 'duffel_test_x',
    basePath,
    logger: createLogger('silent'),
    timeouts: { read: 300, search: 300 },
  });

const failureOf = async (call: Promise<unknown>): Promise<AppError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

const duffelError = (status: number, code: string, type: string, message: string) => (res: http.ServerResponse) =>
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ type, code, title: code, message }], meta: { status, request_id: 'req_1' } }));

describe('the Duffel adapter, when Duffel or the way to it fails', () => {
  test.each([
    [
      "a 500 in Duffel's JSON",
      duffelError(500, 'internal_server_error', 'api_error', 'boom'),
      502,
      'PROVIDER_UNAVAILABLE',
    ],
    [
      "a proxy's HTML 502 page",
      (res: http.ServerResponse) => res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
      502,
      'PROVIDER_UNAVAILABLE',
    ],
    [
      'a 200 that is not JSON (the SDK throws a TypeError)',
      (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
      502,
      'PROVIDER_UNAVAILABLE',
    ],
    [
      'a gateway timeout in front of Duffel',
      (res: http.ServerResponse) => res.writeHead(504, { 'content-type': 'text/html' }).end('timeout'),
      504,
      'PROVIDER_TIMEOUT',
    ],
    [
      'an offer no longer available',
      duffelError(422, 'offer_no_longer_available', 'invalid_state_error', 'gone'),
      410,
      'OFFER_EXPIRED',
    ],
    ['an unknown offer', duffelError(404, 'not_found', 'invalid_request_error', 'nope'), 404, 'OFFER_NOT_FOUND'],
    [
      'a rejected token (our configuration, not the traveller)',
      duffelError(401, 'access_token_not_found', 'authentication_error', 'who?'),
      502,
      'PROVIDER_UNAVAILABLE',
    ],
  ])('%s → %s %s', async (_story, answer, status, code) => {
    const duffel = await fakeDuffel(answer);

    const error = await failureOf(adapterAt(duffel.basePath).getOffer('off_123'));

    expect({ status: error.status, code: error.code }).toEqual({ status, code });
    await duffel.close();
  });

  test("a validation error keeps Duffel's message, as a 400", async () => {
    const duffel = await fakeDuffel(
      duffelError(422, 'validation_error', 'validation_error', 'The departure date must not be in the past.'),
    );

    const error = await failureOf(adapterAt(duffel.basePath).getSeatMaps('off_123'));

    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The departure date must not be in the past.',
    });
    await duffel.close();
  });

  test('when Duffel never answers, then 504 PROVIDER_TIMEOUT after the deadline', async () => {
    const duffel = await fakeDuffel(() => undefined);

    const error = await failureOf(adapterAt(duffel.basePath).getOffer('off_123'));

    expect({ status: error.status, code: error.code }).toEqual({ status: 504, code: 'PROVIDER_TIMEOUT' });
    await duffel.close();
  });

  test('when nothing listens, then 502 with the message travellers see', async () => {
    const error = await failureOf(adapterAt(`http://127.0.0.1:${await closedPort()}/`).getOffer('off_123'));

    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status: 502,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The flight search service is temporarily unavailable. Please try again.',
    });
  });
});
