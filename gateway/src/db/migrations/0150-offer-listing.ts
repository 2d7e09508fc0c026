import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * Issue 14: a new search is answered from Duffel's first page of offers while the later pages are
 * still being listed; `listing_complete` is false until they are stored. Rows written before
 * were stored whole (true).
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.addColumn('offer_requests', 'listing_complete', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: true,
  });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.removeColumn('offer_requests', 'listing_complete');
};
