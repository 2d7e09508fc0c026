import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { NavigationEntry } from '@portal/platform-common/contracts';

/** A release as the registry keeps the one a newer release replaced (its `previousRelease`). */
export interface StoredRelease {
  manifestUrl: string;
  version: string;
  routes: string[];
  platform: string | null;
  area: string | null;
  navigation: NavigationEntry[] | null;
}

export class RemoteModule extends Model<InferAttributes<RemoteModule>, InferCreationAttributes<RemoteModule>> {
  declare name: string;
  declare manifestUrl: string;
  declare version: string;
  declare routes: string[];
  /** The semver range of @portal/platform the release was built for (its manifest's portal.platform). */
  declare platform: CreationOptional<string | null>;
  declare area: CreationOptional<string | null>;
  declare navigation: CreationOptional<NavigationEntry[] | null>;
  /** The release this one replaced, for a one-step rollback. */
  declare previousRelease: CreationOptional<StoredRelease | null>;
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
      platform: { type: DataTypes.TEXT, allowNull: true },
      area: { type: DataTypes.TEXT, allowNull: true },
      navigation: { type: DataTypes.JSONB, allowNull: true },
      previousRelease: { type: DataTypes.JSONB, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'RemoteModule', tableName: 'remote_modules', underscored: true },
  );
  return BoundRemoteModule;
};
