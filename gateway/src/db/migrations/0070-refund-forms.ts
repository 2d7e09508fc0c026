import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * How a cancellation was paid back (Duffel's refund_to): in cash to the agency's balance, which
 * the card refund passes on, or as the airline's credits or a voucher, which the card never sees.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.addColumn('bookings', 'refund_to', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    // Duffel's airline_credits of the cancellation, as the traveller needs them to redeem
    await qi.addColumn('bookings', 'airline_credits', { type: DataTypes.JSONB, allowNull: true }, { transaction });
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.removeColumn('bookings', 'airline_credits', { transaction });
    await qi.removeColumn('bookings', 'refund_to', { transaction });
  });
