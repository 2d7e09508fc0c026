import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Duffel } from '@duffel/api';
import { createLogger } from '../../http/logger';
import { createDuffelOrders, type DuffelCreateOrder } from './duffelOrders';

const fakeDuffel = async (answer: (res: http.ServerResponse) => void) => {
  const server = http.createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const orders = createDuffelOrders(
    new Duffel({ token: 'duffel_test_x', basePath: `http://127.0.0.1:${port}/`, apiVersion: 'v2' }),
    createLogger('silent'),
  );
  return {
    orders,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const json = (status: number, body: unknown) => (res: http.ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const duffelError = (status: number, code: string, type = 'invalid_state_error') =>
  json(status, {
    errors: [{ type, code, title: code, message: `${code} happened` }],
    meta: { status, request_id: 'req_1' },
  });

const BODY = {
  type: 'instant',
  selected_offers: ['off_1'],
  passengers: [],
  payments: [],
} as unknown as DuffelCreateOrder;

describe('orders.create outcomes, as the saga reads them', () => {
  test.each([
    [
      '201 with an order',
      json(201, { data: { id: 'ord_0000AAA', booking_reference: 'ABC123' } }),
      { outcome: 'created' },
    ],
    ['202 still processing', json(202, { data: null }), { outcome: 'unknown' }],
    [
      '502 order_not_created (nothing booked)',
      duffelError(502, 'order_not_created', 'api_error'),
      { outcome: 'rejected', code: 'order_not_created' },
    ],
    [
      '422 offer_no_longer_available',
      duffelError(422, 'offer_no_longer_available'),
      { outcome: 'rejected', code: 'offer_no_longer_available' },
    ],
    [
      '422 validation_error',
      duffelError(422, 'validation_error', 'validation_error'),
      { outcome: 'rejected', code: 'validation_error' },
    ],
    ['500 internal_server_error', duffelError(500, 'internal_server_error', 'api_error'), { outcome: 'unknown' }],
    [
      "a proxy's 504 page",
      (res: http.ServerResponse) => res.writeHead(504, { 'content-type': 'text/html' }).end('<h1>timeout</h1>'),
      { outcome: 'unknown' },
    ],
    ['a dropped connection', (res: http.ServerResponse) => res.socket?.destroy(), { outcome: 'unknown' }],
  ])('%s → %j', async (_story, answer, expected) => {
    const duffel = await fakeDuffel(answer);

    expect(await duffel.orders.create(BODY, 2000)).toMatchObject(expected);
    await duffel.close();
  });

  test('no answer within our own deadline → unknown (the SDK has none)', async () => {
    const duffel = await fakeDuffel(() => undefined);

    expect(await duffel.orders.create(BODY, 300)).toMatchObject({
      outcome: 'unknown',
      reason: 'no answer within 300 ms',
    });
    await duffel.close();
  });
});
