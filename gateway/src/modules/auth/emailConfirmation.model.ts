import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A confirmation link's token, as its sha256 hash; one per account (a new link replaces it). */
export class EmailConfirmation extends Model<
  InferAttributes<EmailConfirmation>,
  InferCreationAttributes<EmailConfirmation>
> {
  declare tokenHash: string;
  declare userId: string;
  /** The address the link confirms: a link for an address the account no longer gives is void. */
  declare email: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineEmailConfirmation = (sequelize: Sequelize) => {
  class BoundEmailConfirmation extends EmailConfirmation {}
  BoundEmailConfirmation.init(
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    {
      sequelize,
      modelName: 'EmailConfirmation',
      tableName: 'email_confirmations',
      underscored: true,
      timestamps: false,
    },
  );
  return BoundEmailConfirmation;
};
