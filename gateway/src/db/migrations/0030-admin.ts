import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/** Every change an admin makes (mode, brands): who, when, what it was before and after. */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.createTable(
      'admin_audit',
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        // the admin's username, kept as text: the log outlives accounts
        actor: { type: DataTypes.TEXT, allowNull: false },
        action: { type: DataTypes.TEXT, allowNull: false },
        // a brand key, or 'mode'
        target: { type: DataTypes.TEXT, allowNull: false },
        before: { type: DataTypes.JSONB, allowNull: true },
        after: { type: DataTypes.JSONB, allowNull: true },
        at: { type: DataTypes.DATE, allowNull: false, defaultValue: qi.sequelize.fn('now') },
      },
      { transaction },
    );
    await qi.sequelize.query(
      "ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_action CHECK (action IN ('mode.change', 'brand.create', 'brand.update', 'brand.delete'))",
      { transaction },
    );
    // The operations view reads it newest first, a page at a time.
    await qi.sequelize.query('CREATE INDEX admin_audit_at ON admin_audit (at DESC, id DESC)', { transaction });
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.dropTable('admin_audit');
};
