import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

const STATUSES = `'pending', 'authorized', 'order_unknown', 'order_created', 'confirmed', 'failed', 'needs_attention', 'cancelling', 'cancelled'`;

/**
 * 3-D Secure: a booking waits in awaiting_authentication while the traveller's bank challenges
 * the card. What the order needs is kept sealed meanwhile (pending_order: it holds passport
 * numbers) until the checkout goes on or ends, and the wait has a deadline before the offer expires.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });
    await qi.addColumn('bookings', 'pending_order', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    await qi.addColumn(
      'bookings',
      'authentication_deadline',
      { type: DataTypes.DATE, allowNull: true },
      { transaction },
    );
    await sql('ALTER TABLE bookings DROP CONSTRAINT bookings_status');
    await sql(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_status CHECK (status IN (${STATUSES}, 'awaiting_authentication'))`,
    );
    await sql('DROP INDEX bookings_unfinished');
    await sql(
      `CREATE INDEX bookings_unfinished ON bookings (updated_at) WHERE status IN ('pending', 'awaiting_authentication', 'authorized', 'order_unknown', 'order_created')`,
    );
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    const sql = (text: string) => qi.sequelize.query(text, { transaction });
    await sql('DROP INDEX bookings_unfinished');
    await sql(
      `CREATE INDEX bookings_unfinished ON bookings (updated_at) WHERE status IN ('pending', 'authorized', 'order_unknown', 'order_created')`,
    );
    await sql('ALTER TABLE bookings DROP CONSTRAINT bookings_status');
    await sql(`ALTER TABLE bookings ADD CONSTRAINT bookings_status CHECK (status IN (${STATUSES}))`);
    await qi.removeColumn('bookings', 'authentication_deadline', { transaction });
    await qi.removeColumn('bookings', 'pending_order', { transaction });
  });
