import type { Pool } from 'pg';
import { toMinor } from '../../src/providers/money';
import type { StripeStore } from '@portal/sandbox-stripe';
import type { History } from './history';

const bigintOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

/**
 * The recorded history of a run: the gateway's tables and the Duffel sandbox's orders from the
 * database, the intents from the Stripe sandbox's store (Stripe's own record of the money).
 */
export const loadHistory = async (pool: Pool, stripe: StripeStore): Promise<History> => {
  const bookings = await pool.query(
    'SELECT id, status, currency, selling_total_minor, supplier_total_minor, payment_authorization_id, duffel_order_id FROM bookings ORDER BY created_at',
  );
  const events = await pool.query('SELECT id, booking_id, step, outcome FROM booking_events ORDER BY id');
  const authorizations = await pool.query(
    'SELECT id, booking_id, status, provider_payment_id, amount_minor FROM payment_authorizations',
  );
  // The sandbox makes its table on first use: no order ever, no table.
  const orders = await pool.query(`SELECT body FROM sandbox_duffel_orders`).catch((error: { code?: string }) => {
    if (error.code === '42P01') return { rows: [] };
    throw error;
  });
  const changes = await pool.query(
    `SELECT id, booking_id, status, currency, amount_minor, supplier_change_minor, order_change_id
     FROM booking_changes WHERE status <> 'quoted'`,
  );
  return {
    changes: changes.rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      status: row.status,
      currency: row.currency,
      amountMinor: BigInt(row.amount_minor),
      supplierChangeMinor: BigInt(row.supplier_change_minor),
      orderChangeId: row.order_change_id,
    })),
    refunds: stripe.refunds.entries().map(([id, refund]) => ({
      id,
      intentId: String(refund.payment_intent),
      amount: refund.amount,
      // A cancellation's refund of a change's capture names the change too: it is the booking's, not the change's.
      changeId: refund.metadata?.refund_of === 'cancellation' ? null : (refund.metadata?.change_id ?? null),
      bookingId: refund.metadata?.booking_id ?? null,
    })),
    bookings: bookings.rows.map((row) => ({
      id: row.id,
      status: row.status,
      currency: row.currency,
      sellingTotalMinor: bigintOrNull(row.selling_total_minor),
      supplierTotalMinor: bigintOrNull(row.supplier_total_minor),
      paymentAuthorizationId: row.payment_authorization_id,
      duffelOrderId: row.duffel_order_id,
    })),
    events: events.rows.map((row) => ({
      seq: Number(row.id),
      bookingId: row.booking_id,
      step: row.step,
      outcome: row.outcome,
    })),
    authorizations: authorizations.rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      status: row.status,
      providerPaymentId: row.provider_payment_id,
      amountMinor: BigInt(row.amount_minor),
    })),
    intents: stripe.paymentIntents.entries().map(([id, intent]) => ({
      id,
      status: intent.status,
      amount: intent.amount,
      amountReceived: intent.amount_received,
      currency: intent.currency,
      bookingId: intent.metadata?.booking_id ?? null,
      authorizationId: intent.metadata?.authorization_id ?? null,
      changeId: intent.metadata?.change_id ?? null,
    })),
    orders: (
      orders.rows as {
        body: {
          id: string;
          total_amount: string;
          total_currency: string;
          metadata?: Record<string, string> | null;
          cancelled_at?: string | null;
          sandbox_confirmed_changes?: Record<string, unknown>;
        };
      }[]
    ).map(({ body }) => ({
      id: body.id,
      bookingId: body.metadata?.booking_id ?? null,
      totalMinor: toMinor(body.total_amount, body.total_currency),
      currency: body.total_currency,
      cancelled: Boolean(body.cancelled_at),
      confirmedChangeIds: Object.keys(body.sandbox_confirmed_changes ?? {}),
    })),
  };
};
