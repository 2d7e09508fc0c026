import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Searches and their offers, kept while the offers are valid: an identical search, later pages
 * and load-more are answered from here, and the supplier prices never leave the server.
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.createTable(
      'offer_requests',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        // sha256 of the normalised search and the mode
        search_key: { type: DataTypes.TEXT, allowNull: false },
        provider_offer_request_id: { type: DataTypes.TEXT, allowNull: false },
        mode: { type: DataTypes.TEXT, allowNull: false },
        total_count: { type: DataTypes.INTEGER, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.sequelize.query(
      "ALTER TABLE offer_requests ADD CONSTRAINT offer_requests_mode CHECK (mode IN ('test', 'live'))",
      { transaction },
    );
    // The lookup of every search: the newest still-valid request for a key.
    await qi.addIndex('offer_requests', ['search_key', 'expires_at'], {
      name: 'offer_requests_search_key',
      transaction,
    });

    await qi.createTable(
      'offers',
      {
        // Duffel's offer id
        id: { type: DataTypes.TEXT, primaryKey: true },
        offer_request_id: {
          type: DataTypes.UUID,
          allowNull: false,
          references: { model: 'offer_requests', key: 'id' },
          onDelete: 'CASCADE',
        },
        // 0-based, cheapest first
        position: { type: DataTypes.INTEGER, allowNull: false },
        // the mapped offer (platform contract shape) at SUPPLIER prices
        supplier: { type: DataTypes.JSONB, allowNull: false },
        total_amount_minor: { type: DataTypes.BIGINT, allowNull: false },
        currency: { type: DataTypes.TEXT, allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('offers', ['offer_request_id', 'position'], {
      name: 'offers_request_position',
      unique: true,
      transaction,
    });
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.dropTable('offers');
  await qi.dropTable('offer_requests');
};
