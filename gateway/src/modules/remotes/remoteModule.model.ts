import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class RemoteModule extends Model<InferAttributes<RemoteModule>, InferCreationAttributes<RemoteModule>> {
  declare name: string;
  declare manifestUrl: string;
  declare version: string;
  declare routes: string[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineRemoteModule = (sequelize: Sequelize) => {
  class BoundRemoteModule extends RemoteModule {}
  BoundRemoteModule.init(
    {
      name: { type: DataTypes.TEXT, primaryKey: true },
      manifestUrl: { type: DataTypes.TEXT, allowNull: false },
      version: { type: DataTypes.TEXT, allowNull: false },
      routes: { type: DataTypes.JSONB, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'RemoteModule', tableName: 'remote_modules', underscored: true },
  );
  return BoundRemoteModule;
};
