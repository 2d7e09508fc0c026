import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export class Setting extends Model<InferAttributes<Setting>, InferCreationAttributes<Setting>> {
  declare key: string;
  declare value: unknown;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineSetting = (sequelize: Sequelize) => {
  class BoundSetting extends Setting {}
  BoundSetting.init(
    {
      key: { type: DataTypes.TEXT, primaryKey: true },
      value: { type: DataTypes.JSONB, allowNull: false },
    },
    { sequelize, modelName: 'Setting', tableName: 'settings', underscored: true, timestamps: false },
  );
  return BoundSetting;
};
