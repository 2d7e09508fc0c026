import { QueryTypes, type Sequelize } from 'sequelize';

/** How long one delivery may take to apply its event before another delivery of it may try. */
const LEASE = '2 minutes';

export type Claim = 'claimed' | 'applied' | 'busy';

export interface EventSummary {
  id: string;
  type: string;
  livemode: boolean;
  objectId: string | null;
  /** Stripe's `created`, unix seconds. */
  created: number;
}

// New, or back after an attempt that failed (lease released or lapsed): this delivery applies it.
const CLAIM_SQL = `
  INSERT INTO stripe_events (id, type, livemode, object_id, stripe_created_at, lease_until)
  VALUES ($1, $2, $3, $4, to_timestamp($5), now() + interval '${LEASE}')
  ON CONFLICT (id) DO UPDATE SET lease_until = EXCLUDED.lease_until, attempts = stripe_events.attempts + 1
    WHERE stripe_events.applied_at IS NULL AND (stripe_events.lease_until IS NULL OR stripe_events.lease_until < now())
  RETURNING id`;

const BOOKING_OF_REFUND_SQL = `
  SELECT b.id FROM bookings b
  LEFT JOIN payment_authorizations pa ON pa.id = b.payment_authorization_id
  WHERE b.refund_id = $1 OR ($2::text IS NOT NULL AND pa.provider_payment_id = $2)
  ORDER BY (b.refund_id IS NOT DISTINCT FROM $1) DESC
  LIMIT 1`;

/** The webhook's own table (stripe_events) and the lookups from Stripe's ids to ours. */
export const createStripeEventsRepository = (sequelize: Sequelize) => {
  const select = <T extends object>(sql: string, bind: unknown[]) =>
    sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  return {
    /** Takes the event for this delivery: 'applied' when an earlier one applied it, 'busy' while another applies it. */
    async claim(event: EventSummary): Promise<Claim> {
      const claimed = await select<{ id: string }>(CLAIM_SQL, [
        event.id,
        event.type,
        event.livemode,
        event.objectId,
        event.created,
      ]);
      if (claimed.length > 0) return 'claimed';
      const [row] = await select<{ applied: boolean }>(
        'SELECT applied_at IS NOT NULL AS applied FROM stripe_events WHERE id = $1',
        [event.id],
      );
      return row?.applied ? 'applied' : 'busy';
    },

    async finish(id: string, outcome: string, bookingId: string | null): Promise<void> {
      await sequelize.query(
        'UPDATE stripe_events SET applied_at = now(), lease_until = NULL, outcome = $2, booking_id = $3 WHERE id = $1',
        { bind: [id, outcome, bookingId] },
      );
    },

    /** Applying failed: the next delivery of the event applies it. */
    async release(id: string): Promise<void> {
      await sequelize.query('UPDATE stripe_events SET lease_until = NULL WHERE id = $1 AND applied_at IS NULL', {
        bind: [id],
      });
    },

    /** The booking a refund paid back: by the refund id kept on it, else by its payment's intent. */
    async bookingOfRefund(refundId: string, intentId: string | null): Promise<string | null> {
      const [row] = await select<{ id: string }>(BOOKING_OF_REFUND_SQL, [refundId, intentId]);
      return row?.id ?? null;
    },

    async authorizationOfIntent(intentId: string): Promise<{ id: string; bookingId: string | null } | null> {
      const [row] = await select<{ id: string; booking_id: string | null }>(
        'SELECT id, booking_id FROM payment_authorizations WHERE provider_payment_id = $1',
        [intentId],
      );
      return row ? { id: row.id, bookingId: row.booking_id } : null;
    },

    /** What the portal made of each event it received, newest first (tests and operators). */
    received: async (limit = 100) =>
      select<{
        id: string;
        type: string;
        outcome: string | null;
        booking_id: string | null;
        attempts: number;
        applied_at: Date | null;
      }>(
        'SELECT id, type, outcome, booking_id, attempts, applied_at FROM stripe_events ORDER BY received_at DESC, id LIMIT $1',
        [limit],
      ),
  };
};

export type StripeEventsRepository = ReturnType<typeof createStripeEventsRepository>;
