import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { FlightOffer } from '@portal/platform-common/contracts';
import type { OfferFacts } from './offerFacts';

export class StoredOffer extends Model<InferAttributes<StoredOffer>, InferCreationAttributes<StoredOffer>> {
  /** Duffel's offer id. */
  declare id: string;
  declare offerRequestId: string;
  declare position: number;
  /** The mapped offer at SUPPLIER prices: never sent as is. */
  declare supplier: FlightOffer;
  /** BIGINT: pg hands it back as a string. */
  declare totalAmountMinor: string;
  declare currency: string;
  declare expiresAt: Date;
  /** Worked out from `supplier` when stored; null for offers stored before the column existed. */
  declare facts: OfferFacts | null;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineStoredOffer = (sequelize: Sequelize) => {
  class BoundStoredOffer extends StoredOffer {}
  BoundStoredOffer.init(
    {
      id: { type: DataTypes.TEXT, primaryKey: true },
      offerRequestId: { type: DataTypes.UUID, allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false },
      supplier: { type: DataTypes.JSONB, allowNull: false },
      totalAmountMinor: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      facts: { type: DataTypes.JSONB, allowNull: true },
    },
    { sequelize, modelName: 'StoredOffer', tableName: 'offers', underscored: true, timestamps: false },
  );
  return BoundStoredOffer;
};
