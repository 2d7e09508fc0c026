import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Brand as BrandConfig } from '@portal/platform-common/contracts';

export class Brand extends Model<InferAttributes<Brand>, InferCreationAttributes<Brand>> {
  declare key: string;
  declare name: string;
  declare domains: string[];
  declare logo: string;
  declare theme: BrandConfig['theme'];
  declare contact: BrandConfig['contact'];
  declare social: BrandConfig['social'];
  declare markup: BrandConfig['markup'];
  declare trackingId: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineBrand = (sequelize: Sequelize) => {
  class BoundBrand extends Brand {}
  BoundBrand.init(
    {
      key: { type: DataTypes.TEXT, primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      domains: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      logo: { type: DataTypes.TEXT, allowNull: false },
      theme: { type: DataTypes.JSONB, allowNull: false },
      contact: { type: DataTypes.JSONB, allowNull: false },
      social: { type: DataTypes.JSONB, allowNull: false },
      markup: { type: DataTypes.JSONB, allowNull: false },
      trackingId: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Brand', tableName: 'brands', underscored: true },
  );
  return BoundBrand;
};
