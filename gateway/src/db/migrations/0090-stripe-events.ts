import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Stripe's events as the webhook received them (issue 13): one row per event id, so a redelivery
 * or a replay is recognised and applied once. Only ids, the type and what applying it did are
 * kept, never the payload (it carries billing details). A lease keeps two deliveries of one event
 * from being applied side by side; an event whose application failed is applied at its next
 * delivery. Bookings are found by their refund id when a refund fails later.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });
    await sql(`
      CREATE TABLE stripe_events (
        id TEXT PRIMARY KEY,
        type TEXT NOT NULL,
        livemode BOOLEAN NOT NULL,
        -- the pi_, re_ or ch_ the event is about
        object_id TEXT,
        stripe_created_at TIMESTAMPTZ NOT NULL,
        received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        attempts INTEGER NOT NULL DEFAULT 1,
        lease_until TIMESTAMPTZ,
        applied_at TIMESTAMPTZ,
        -- what applying it did: booking_needs_attention, refund_succeeded, authorization_voided, recorded, ignored …
        outcome TEXT,
        booking_id UUID REFERENCES bookings (id) ON DELETE SET NULL
      )`);
    await sql('CREATE INDEX stripe_events_booking ON stripe_events (booking_id) WHERE booking_id IS NOT NULL');
    await sql('CREATE INDEX bookings_refund ON bookings (refund_id) WHERE refund_id IS NOT NULL');
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.sequelize.query('DROP INDEX bookings_refund', { transaction });
    await qi.sequelize.query('DROP TABLE stripe_events', { transaction });
  });
