import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Issue 16: a module's release carries its own descriptor (the platform range it was built for,
 * how a fallback names its area, its navigation entries), and the registry keeps the release it
 * replaced so an operator can roll back in one step. Rows written before this have none of them
 * (null): the seed fills the descriptor of a row still pointing at the gateway's own build.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.addColumn('remote_modules', 'platform', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    await qi.addColumn('remote_modules', 'area', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    await qi.addColumn('remote_modules', 'navigation', { type: DataTypes.JSONB, allowNull: true }, { transaction });
    await qi.addColumn(
      'remote_modules',
      'previous_release',
      { type: DataTypes.JSONB, allowNull: true },
      { transaction },
    );
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    for (const column of ['previous_release', 'navigation', 'area', 'platform'])
      await qi.removeColumn('remote_modules', column, { transaction });
  });
