import type { QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Booking changes (issue 18): each order change offer Duffel quoted for a booking, kept with the
 * amounts the traveller was shown (supplier amounts stay here, never in an answer). Confirming one
 * is a saga of its own: the row holds its Idempotency-Key, the card authorization, Duffel's order
 * change and the refund, each written as it happens so a retry or the resume job carries on.
 * Amounts are signed minor units: positive is paid by the traveller, negative refunded.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql(`CREATE TABLE booking_changes (
      id uuid PRIMARY KEY,
      booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      duffel_offer_id text NOT NULL,
      status text NOT NULL CHECK (status IN
        ('quoted', 'authorizing', 'requires_action', 'changing', 'charging', 'refunding', 'changed', 'failed', 'needs_attention')),
      idempotency_key text,
      request_fingerprint text,
      currency text NOT NULL,
      supplier_change_minor bigint NOT NULL,
      penalty_minor bigint NOT NULL,
      service_fee_minor bigint NOT NULL,
      amount_minor bigint NOT NULL,
      free_window boolean NOT NULL,
      slices jsonb NOT NULL,
      expires_at timestamptz NOT NULL,
      payment_authorization_id uuid REFERENCES payment_authorizations (id),
      order_change_id text,
      refund_id text,
      failure_code text,
      failure_message text,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await sql('CREATE INDEX booking_changes_booking ON booking_changes (booking_id, created_at)');
    await sql('CREATE UNIQUE INDEX booking_changes_key ON booking_changes (booking_id, idempotency_key)');
    // A change's card payment is an authorization of its own, purpose 'change', on the booking.
    await sql('ALTER TABLE payment_authorizations DROP CONSTRAINT payment_authorizations_purpose');
    await sql(
      `ALTER TABLE payment_authorizations ADD CONSTRAINT payment_authorizations_purpose CHECK (purpose IN ('booking', 'process-card', 'change'))`,
    );
    await sql(`CREATE INDEX booking_changes_unfinished ON booking_changes (updated_at)
      WHERE status IN ('authorizing', 'requires_action', 'changing', 'charging', 'refunding')`);
  });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.sequelize.transaction(async (transaction) => {
    const sql = (statement: string) => qi.sequelize.query(statement, { transaction });
    await sql('DROP TABLE booking_changes');
    await sql(`DELETE FROM payment_authorizations WHERE purpose = 'change'`);
    await sql('ALTER TABLE payment_authorizations DROP CONSTRAINT payment_authorizations_purpose');
    await sql(
      `ALTER TABLE payment_authorizations ADD CONSTRAINT payment_authorizations_purpose CHECK (purpose IN ('booking', 'process-card'))`,
    );
  });
};
