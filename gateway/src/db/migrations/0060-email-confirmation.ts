import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Issue 21: an account holds an e-mail address only once its owner confirmed it. Existing accounts
 * start unconfirmed. Several accounts may claim one address while it is unconfirmed; the unique
 * index covers confirmed addresses only, so the first to confirm holds it. Confirmation tokens are
 * kept as sha256 hashes, one per account (a new link voids the previous one). A booking remembers a
 * hash of the session that made it, so a replay from another session is told apart.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.addColumn('users', 'email_confirmed_at', { type: DataTypes.DATE, allowNull: true }, { transaction });
    await qi.sequelize.query('DROP INDEX users_email_lower', { transaction });
    await qi.sequelize.query(
      'CREATE UNIQUE INDEX users_confirmed_email_lower ON users (lower(email)) WHERE email_confirmed_at IS NOT NULL',
      { transaction },
    );
    await qi.sequelize.query('CREATE INDEX users_email_lower_claims ON users (lower(email))', { transaction });
    await qi.createTable(
      'email_confirmations',
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
    await qi.addColumn('bookings', 'checkout_session_hash', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    // The link's page belongs to the account module; a registry seeded before it lacks the route.
    await qi.sequelize.query(
      `UPDATE remote_modules SET routes = routes || '["/confirm-email"]'::jsonb WHERE name = 'mfe_account' AND NOT routes @> '["/confirm-email"]'::jsonb`,
      { transaction },
    );
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.sequelize.query(
      `UPDATE remote_modules SET routes = routes - '/confirm-email' WHERE name = 'mfe_account'`,
      { transaction },
    );
    await qi.removeColumn('bookings', 'checkout_session_hash', { transaction });
    await qi.dropTable('email_confirmations', { transaction });
    await qi.sequelize.query('DROP INDEX users_email_lower_claims', { transaction });
    await qi.sequelize.query('DROP INDEX users_confirmed_email_lower', { transaction });
    await qi.sequelize.query('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))', { transaction });
    await qi.removeColumn('users', 'email_confirmed_at', { transaction });
  });
