import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AuditAction } from '@portal/platform-common/contracts';

export class AdminAudit extends Model<InferAttributes<AdminAudit>, InferCreationAttributes<AdminAudit>> {
  // BIGINT: node-postgres returns it as a string
  declare id: CreationOptional<string>;
  declare actor: string;
  declare action: AuditAction;
  declare target: string;
  declare before: unknown;
  declare after: unknown;
  declare at: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineAdminAudit = (sequelize: Sequelize) => {
  class BoundAdminAudit extends AdminAudit {}
  BoundAdminAudit.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      actor: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      target: { type: DataTypes.TEXT, allowNull: false },
      before: { type: DataTypes.JSONB, allowNull: true },
      after: { type: DataTypes.JSONB, allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, modelName: 'AdminAudit', tableName: 'admin_audit', underscored: true, timestamps: false },
  );
  return BoundAdminAudit;
};
