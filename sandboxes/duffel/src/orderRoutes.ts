import express, { type Router } from 'express';
import type { SandboxClock } from '@portal/sandbox-clock';
import type { createCancellations } from './cancellations';
import { dataOf, type FaultRunner, type Reply, type RouteFactory, type createCallStats } from './faults';
import { orderListView, parseOrderListQuery } from './listOrders';
import type { OrderChanges } from './orderChanges';
import type { Orders } from './orders';
import type { DuffelOrderStore } from './orderStore';

export interface OrderRoutesDeps {
  clock: SandboxClock;
  orders: Orders;
  cancellations: ReturnType<typeof createCancellations>;
  changes: OrderChanges;
  orderStore: DuffelOrderStore;
  faults: FaultRunner;
  stats: ReturnType<typeof createCallStats>;
  call: RouteFactory;
}

const ok = (body: unknown, status = 200): Reply => ({ status, body });

/** air/orders, air/order_cancellations and the order change routes. */
export const orderRoutes = ({
  clock,
  orders,
  cancellations,
  changes,
  orderStore,
  faults,
  stats,
  call,
}: OrderRoutesDeps): Router => {
  const router = express.Router();

  // The checks come first, so that a fault (a 202, a lost answer) only ever meets a valid order.
  router.post('/air/orders', async (req, res) => {
    stats.count('orders.create');
    const prepared = await orders.prepare(req.body);
    await faults.answer({ operation: 'orders.create', data: dataOf(req), id: prepared.offerId }, res, {
      run: async () => ok({ data: await orders.commit(prepared) }, 201),
      accept: async (afterMs) => {
        await orders.commit(prepared, afterMs);
        // Duffel's 202 carries no order to rely on: the caller looks for it (see README).
        return ok(
          {
            data: null,
            meta: {
              status: 202,
              message: 'The order is still being processed by the airline. Do not retry: look it up.',
            },
          },
          202,
        );
      },
    });
  });

  router.get(
    '/air/orders',
    call('orders.list', (req) => ({
      run: async () => {
        const { filter, page, noMatch } = parseOrderListQuery(req.query);
        const found = noMatch ? { orders: [], more: false } : await orderStore.list(filter, page, clock.now());
        return ok(orderListView(found, page));
      },
    })),
  );

  router.get(
    '/air/orders/:id',
    call('orders.get', (req) => ({ run: async () => ok({ data: await orders.get(String(req.params.id)) }) })),
  );

  router.post(
    '/air/order_cancellations',
    call('order_cancellations.create', (req) => ({
      run: async () => ok({ data: await cancellations.create(req.body) }, 201),
    })),
  );

  router.get(
    '/air/order_cancellations/:id',
    call('order_cancellations.get', (req) => ({
      run: async () => ok({ data: await cancellations.get(String(req.params.id)) }),
    })),
  );

  router.post(
    '/air/order_cancellations/:id/actions/confirm',
    call('order_cancellations.confirm', (req) => ({
      run: async () => ok({ data: await cancellations.confirm(String(req.params.id)) }),
    })),
  );

  const id = (req: { params: Record<string, unknown> }) => String(req.params.id);
  router.post(
    '/air/order_change_requests',
    call('order_change_requests.create', (req) => ({
      run: async () => ok({ data: await changes.createRequest(req.body) }, 201),
    })),
  );
  router.get(
    '/air/order_change_requests/:id',
    call('order_change_requests.get', (req) => ({ run: async () => ok({ data: await changes.getRequest(id(req)) }) })),
  );
  router.get(
    '/air/order_change_offers/:id',
    call('order_change_offers.get', (req) => ({ run: async () => ok({ data: await changes.getOffer(id(req)) }) })),
  );
  router.post(
    '/air/order_changes',
    call('order_changes.create', (req) => ({
      run: async () => ok({ data: await changes.createChange(req.body) }, 201),
    })),
  );
  router.get(
    '/air/order_changes/:id',
    call('order_changes.get', (req) => ({ run: async () => ok({ data: await changes.getChange(id(req)) }) })),
  );
  router.post(
    '/air/order_changes/:id/actions/confirm',
    call('order_changes.confirm', (req) => ({
      run: async () => ok({ data: await changes.confirmChange(id(req), req.body) }),
    })),
  );

  return router;
};
