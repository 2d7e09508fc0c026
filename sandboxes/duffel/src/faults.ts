import type { Request, RequestHandler, Response } from 'express';
import { orderNotCreated, priceChanged, serverError } from './orderErrors';

/** Every call the sandbox answers, named as the SDK names it: stats and faults use these names. */
export const DUFFEL_OPERATIONS = [
  'offer_requests.create',
  'offer_requests.get',
  'offers.list',
  'offers.get',
  'seat_maps.get',
  'orders.create',
  'orders.get',
  'orders.list',
  'order_cancellations.create',
  'order_cancellations.get',
  'order_cancellations.confirm',
  'order_change_requests.create',
  'order_change_requests.get',
  'order_change_offers.get',
  'order_changes.create',
  'order_changes.get',
  'order_changes.confirm',
] as const;
export type DuffelOperation = (typeof DUFFEL_OPERATIONS)[number];

export interface DuffelCall {
  operation: DuffelOperation;
  /** The request body's `data` (for orders.create: already validated) */
  data: unknown;
  /** The route's :id, or the offer id of orders.create */
  id: string | null;
}

/**
 * What a fault does to one call. `applied: true` lets the call take effect before failing (an
 * order made, a cancellation confirmed, the answer lost): the case a caller must reconcile.
 * The order-only kinds (accepted, order_not_created, price_changed) are ignored elsewhere.
 */
export type DuffelFault =
  | { kind: 'latency'; ms: number }
  | { kind: 'server_error'; status?: 500 | 502 | 503; applied?: boolean }
  /** Never answers (the caller's own timeout must end it); the connection stays open */
  | { kind: 'timeout'; applied?: boolean }
  /** Closes the connection without an answer */
  | { kind: 'drop'; applied?: boolean }
  /** 202 'still processing': the order appears to reads `afterMs` later (0: at once) */
  | { kind: 'accepted'; afterMs?: number }
  /** 502 order_not_created: Duffel guarantees nothing was booked or paid */
  | { kind: 'order_not_created' }
  | { kind: 'price_changed' }
  /** offers.get: from this read on the offer costs `percent` more than listed (negative: less) */
  | { kind: 'price_change'; percent: number }
  /** offers.list: the request's flights are no longer sold, it lists no offers */
  | { kind: 'sold_out' };

/** Called for every call before it takes effect (orders.create: after its validation). */
export type DuffelBehaviour = (
  call: DuffelCall,
) => DuffelFault | null | undefined | Promise<DuffelFault | null | undefined>;

export interface Reply {
  status: number;
  body: unknown;
}

export interface CallEffects {
  run(): Promise<Reply>;
  /** orders.create only: book now, visible to reads after `afterMs` */
  accept?(afterMs: number): Promise<Reply>;
  /** offers.get only: the offer's price moves by `percent` before it is read */
  reprice?(percent: number): void;
  /** offers.list only: the page as it reads when nothing is sold any more */
  soldOut?(): Reply;
}

/** A route of the sandbox: counted, then answered through the fault behaviour. */
export type RouteFactory = (operation: DuffelOperation, effects: (req: Request) => CallEffects) => RequestHandler;

export const dataOf = (req: Request): unknown => (req.body as { data?: unknown } | undefined)?.data ?? null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers one call through the fault the behaviour chose (or none). */
export const createFaultRunner = (initial: DuffelBehaviour | null) => {
  let behaviour = initial;
  const held = new Set<Response>();

  const applyQuietly = async (effects: CallEffects) => {
    // The effect happens, its answer is lost: an error it raises is lost with it.
    await effects.run().catch(() => undefined);
  };

  const answer = async (call: DuffelCall, res: Response, effects: CallEffects): Promise<void> => {
    const fault = behaviour ? await behaviour(call) : null;
    const send = (reply: Reply) => void res.status(reply.status).json(reply.body);
    switch (fault?.kind) {
      case 'latency':
        await sleep(Math.max(0, Math.min(fault.ms, 120_000)));
        return send(await effects.run());
      case 'server_error':
        if (fault.applied) await applyQuietly(effects);
        throw serverError(fault.status ?? 500);
      case 'timeout':
        if (fault.applied) await applyQuietly(effects);
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case 'drop':
        if (fault.applied) await applyQuietly(effects);
        res.socket?.destroy();
        return;
      case 'accepted':
        if (effects.accept) return send(await effects.accept(Math.max(0, fault.afterMs ?? 0)));
        break;
      case 'order_not_created':
        if (effects.accept) throw orderNotCreated();
        break;
      case 'price_changed':
        if (effects.accept) throw priceChanged();
        break;
      case 'price_change':
        effects.reprice?.(fault.percent);
        break;
      case 'sold_out':
        if (effects.soldOut) return send(effects.soldOut());
        break;
      default:
        break;
    }
    send(await effects.run());
  };

  return {
    answer,
    setBehaviour: (next: DuffelBehaviour | null) => {
      behaviour = next;
    },
    /** Ends the calls held by timeout faults (their connections close without an answer). */
    releaseHeld: () => {
      for (const res of held) res.socket?.destroy();
      held.clear();
    },
  };
};

export type FaultRunner = ReturnType<typeof createFaultRunner>;

/** Calls received per operation, whatever their outcome (the gateway's GET /api/sandbox/stats). */
export const createCallStats = () => {
  const counts = new Map<DuffelOperation, number>();
  return {
    count: (operation: DuffelOperation) => counts.set(operation, (counts.get(operation) ?? 0) + 1),
    snapshot: (): Record<DuffelOperation, number> =>
      Object.fromEntries(DUFFEL_OPERATIONS.map((operation) => [operation, counts.get(operation) ?? 0])) as Record<
        DuffelOperation,
        number
      >,
    reset: () => counts.clear(),
  };
};
