import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

const PAGES = ['/forgot-password', '/reset-password'];

/**
 * Issue 20: password links (a reset asked for by e-mail, or the set-password link of a guest whose
 * booking made an account). Tokens are kept as sha256 hashes, one per account: a new link voids the
 * previous one. The link's address is kept too: once the account gives another, the link is void.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.createTable(
      'password_resets',
      {
        token_hash: { type: DataTypes.TEXT, primaryKey: true },
        user_id: {
          type: DataTypes.UUID,
          allowNull: false,
          unique: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        email: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { transaction },
    );
    // The links' pages belong to the account module; a registry seeded before them lacks the routes.
    for (const page of PAGES) {
      await qi.sequelize.query(
        `UPDATE remote_modules SET routes = routes || jsonb_build_array($1::text) WHERE name = 'mfe_account' AND NOT routes @> jsonb_build_array($1::text)`,
        { bind: [page], transaction },
      );
    }
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    for (const page of PAGES)
      await qi.sequelize.query(`UPDATE remote_modules SET routes = routes - $1::text WHERE name = 'mfe_account'`, {
        bind: [page],
        transaction,
      });
    await qi.dropTable('password_resets', { transaction });
  });
