import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A traveller saved to one account (issue 20); the passport number is personal data, for its owner only. */
export class SavedTravellerRow extends Model<
  InferAttributes<SavedTravellerRow>,
  InferCreationAttributes<SavedTravellerRow>
> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare title: string | null;
  declare firstName: string;
  declare lastName: string;
  declare gender: string;
  /** yyyy-MM-dd */
  declare dateOfBirth: string;
  declare passportNumber: string | null;
  declare passportIssuingCountry: string | null;
  /** yyyy-MM-dd */
  declare passportExpiryDate: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineSavedTraveller = (sequelize: Sequelize) => {
  class BoundSavedTraveller extends SavedTravellerRow {}
  BoundSavedTraveller.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.TEXT, allowNull: true },
      firstName: { type: DataTypes.TEXT, allowNull: false },
      lastName: { type: DataTypes.TEXT, allowNull: false },
      gender: { type: DataTypes.TEXT, allowNull: false },
      dateOfBirth: { type: DataTypes.DATEONLY, allowNull: false },
      passportNumber: { type: DataTypes.TEXT, allowNull: true },
      passportIssuingCountry: { type: DataTypes.TEXT, allowNull: true },
      passportExpiryDate: { type: DataTypes.DATEONLY, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'SavedTraveller', tableName: 'saved_travellers', underscored: true },
  );
  return BoundSavedTraveller;
};
