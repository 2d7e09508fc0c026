import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

const STATUSES_BEFORE =
  "'pending', 'authorized', 'order_unknown', 'order_created', 'confirmed', 'failed', 'needs_attention'";

/**
 * Cancellations: a confirmed booking goes through 'cancelling' (the
 * Duffel quote, its confirmation, the card refund, each recorded as it happens, so a retry or the
 * background job carries on from the last step) to 'cancelled'.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const column = (name: string, type: DataTypes.DataType) =>
      qi.addColumn('bookings', name, { type, allowNull: true }, { transaction });
    // Duffel's order cancellation (the quote first, then confirmed)
    await column('cancellation_id', DataTypes.TEXT);
    await column('cancellation_confirmed_at', DataTypes.DATE);
    // what Duffel quoted back, in minor units of refund_currency; the card is refunded by this amount
    await column('refund_minor', DataTypes.BIGINT);
    await column('refund_currency', DataTypes.TEXT);
    // Stripe's refund id
    await column('refund_id', DataTypes.TEXT);
    await column('cancelled_at', DataTypes.DATE);
    await qi.sequelize.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status', { transaction });
    await qi.sequelize.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_status CHECK (status IN (${STATUSES_BEFORE}, 'cancelling', 'cancelled'))`,
      { transaction },
    );
    await qi.sequelize.query(
      "ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_is_refunded CHECK (status <> 'cancelled' OR (cancellation_confirmed_at IS NOT NULL AND refund_id IS NOT NULL))",
      { transaction },
    );
    await qi.sequelize.query("CREATE INDEX bookings_cancelling ON bookings (updated_at) WHERE status = 'cancelling'", {
      transaction,
    });
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.sequelize.query('DROP INDEX bookings_cancelling', { transaction });
    await qi.sequelize.query('ALTER TABLE bookings DROP CONSTRAINT bookings_cancelled_is_refunded', { transaction });
    await qi.sequelize.query('ALTER TABLE bookings DROP CONSTRAINT bookings_status', { transaction });
    await qi.sequelize.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_status CHECK (status IN (${STATUSES_BEFORE}))`,
      { transaction },
    );
    for (const name of [
      'cancellation_id',
      'cancellation_confirmed_at',
      'refund_minor',
      'refund_currency',
      'refund_id',
      'cancelled_at',
    ]) {
      await qi.removeColumn('bookings', name, { transaction });
    }
  });
