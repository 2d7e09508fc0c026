import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/** Fixed-window counters shared by every gateway instance (http/rateLimit.ts). */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.createTable('rate_limits', {
    key: { type: DataTypes.TEXT, primaryKey: true },
    window_start: { type: DataTypes.DATE, primaryKey: true },
    count: { type: DataTypes.INTEGER, allowNull: false },
  });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.dropTable('rate_limits');
};
