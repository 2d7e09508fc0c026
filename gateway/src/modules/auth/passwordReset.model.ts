import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A password link's token, as its sha256 hash; one per account (a new link replaces it). */
export class PasswordReset extends Model<InferAttributes<PasswordReset>, InferCreationAttributes<PasswordReset>> {
  declare tokenHash: string;
  declare userId: string;
  /** The address the link was sent to: once the account gives another, the link is void. */
  declare email: string;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const definePasswordReset = (sequelize: Sequelize) => {
  class BoundPasswordReset extends PasswordReset {}
  BoundPasswordReset.init(
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, modelName: 'PasswordReset', tableName: 'password_resets', underscored: true, timestamps: false },
  );
  return BoundPasswordReset;
};
