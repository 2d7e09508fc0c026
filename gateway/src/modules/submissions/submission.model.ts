import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { SubmissionKind } from '@portal/platform-common/contracts';

export class Submission extends Model<InferAttributes<Submission>, InferCreationAttributes<Submission>> {
  declare id: CreationOptional<string>;
  declare kind: SubmissionKind;
  declare brandKey: string;
  /** The validated fields only: what the contract kept. */
  declare payload: Record<string, unknown>;
  declare email: string;
  declare userId: string | null;
  declare createdAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineSubmission = (sequelize: Sequelize) => {
  class BoundSubmission extends Submission {}
  BoundSubmission.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      kind: { type: DataTypes.TEXT, allowNull: false },
      brandKey: { type: DataTypes.TEXT, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.UUID, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Submission', tableName: 'submissions', underscored: true, updatedAt: false },
  );
  return BoundSubmission;
};
