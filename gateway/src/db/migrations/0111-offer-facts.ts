import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

/**
 * What the results' filters, facets, sort and fare cards read of each stored offer (issue 19),
 * worked out once when a search is stored. Offers stored before have none: the gateway works
 * them out from the supplier copy when it meets them (they expire within the hour anyway).
 */
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.addColumn('offers', 'facts', { type: DataTypes.JSONB, allowNull: true });
};

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  await qi.removeColumn('offers', 'facts');
};
