import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ProviderMode } from '../../providers';

export class OfferRequest extends Model<InferAttributes<OfferRequest>, InferCreationAttributes<OfferRequest>> {
  declare id: CreationOptional<string>;
  declare searchKey: string;
  declare providerOfferRequestId: string;
  /** The mode the search ran in: everything later about its offers uses that mode's client. */
  declare mode: ProviderMode;
  declare totalCount: number;
  /** False while the provider's later pages of offers are still being listed (the first is stored). */
  declare listingComplete: CreationOptional<boolean>;
  declare createdAt: Date;
  declare expiresAt: Date;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineOfferRequest = (sequelize: Sequelize) => {
  class BoundOfferRequest extends OfferRequest {}
  BoundOfferRequest.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      searchKey: { type: DataTypes.TEXT, allowNull: false },
      providerOfferRequestId: { type: DataTypes.TEXT, allowNull: false },
      mode: { type: DataTypes.TEXT, allowNull: false },
      totalCount: { type: DataTypes.INTEGER, allowNull: false },
      listingComplete: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      // Set from the provider clock (movable in test mode), not by Sequelize.
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, modelName: 'OfferRequest', tableName: 'offer_requests', underscored: true, timestamps: false },
  );
  return BoundOfferRequest;
};
