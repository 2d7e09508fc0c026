import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import type { MigrationFn } from 'umzug';

const OLD_ACTIONS = ['mode.change', 'brand.create', 'brand.update', 'brand.delete'];

/** The admin audit log's list of actions (a CHECK constraint), replaced. */
const setAuditActions = async (actions: string[], qi: QueryInterface, transaction: Transaction) => {
  await qi.sequelize.query('ALTER TABLE admin_audit DROP CONSTRAINT admin_audit_action', { transaction });
  await qi.sequelize.query(
    `ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_action CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`,
    { transaction },
  );
};

/**
 * Issue 16: a module's release carries its own descriptor (the platform range it was built for,
 * how a fallback names its area, its navigation entries), and the registry keeps the release it
 * replaced so an operator can roll back in one step; the admin audit log records a rollback
 * ('remote.rollback'). Rows written before this have none of them (null): the seed fills the
 * descriptor of a row still pointing at the gateway's own build.
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
    await setAuditActions([...OLD_ACTIONS, 'remote.rollback'], qi, transaction);
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    // The old constraint cannot hold rollback rows: going back to it drops them with the feature.
    await qi.sequelize.query(`DELETE FROM admin_audit WHERE action = 'remote.rollback'`, { transaction });
    await setAuditActions(OLD_ACTIONS, qi, transaction);
    for (const column of ['previous_release', 'navigation', 'area', 'platform'])
      await qi.removeColumn('remote_modules', column, { transaction });
  });
