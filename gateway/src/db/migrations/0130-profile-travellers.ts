import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Issue 20 item 6: an editable profile and saved travellers. A phone number on the account; an
 * e-mail address the owner asked to change to, held apart (pending_email) until the link sent to
 * it is followed, so the confirmed address stays in force meanwhile. Saved travellers belong to
 * one account and go with it.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.addColumn('users', 'phone', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    await qi.addColumn('users', 'pending_email', { type: DataTypes.TEXT, allowNull: true }, { transaction });
    await qi.createTable(
      'saved_travellers',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        user_id: {
          type: DataTypes.UUID,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        title: { type: DataTypes.TEXT, allowNull: true },
        first_name: { type: DataTypes.TEXT, allowNull: false },
        last_name: { type: DataTypes.TEXT, allowNull: false },
        gender: { type: DataTypes.TEXT, allowNull: false },
        date_of_birth: { type: DataTypes.DATEONLY, allowNull: false },
        passport_number: { type: DataTypes.TEXT, allowNull: true },
        passport_issuing_country: { type: DataTypes.TEXT, allowNull: true },
        passport_expiry_date: { type: DataTypes.DATEONLY, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('saved_travellers', ['user_id'], { name: 'saved_travellers_user', transaction });
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.dropTable('saved_travellers', { transaction });
    await qi.removeColumn('users', 'pending_email', { transaction });
    await qi.removeColumn('users', 'phone', { transaction });
  });
