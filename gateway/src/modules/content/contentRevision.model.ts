import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ContentRevision as ContentRevisionDto } from '@portal/platform-common/contracts';

export type RevisionStatus = ContentRevisionDto['status'];

export class ContentRevision extends Model<InferAttributes<ContentRevision>, InferCreationAttributes<ContentRevision>> {
  declare id: CreationOptional<string>;
  declare brandKey: string;
  declare slug: string;
  declare version: number;
  declare title: string;
  declare body: string;
  declare status: RevisionStatus;
  declare author: string | null;
  declare createdAt: CreationOptional<Date>;
  declare publishedAt: Date | null;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineContentRevision = (sequelize: Sequelize) => {
  class BoundContentRevision extends ContentRevision {}
  BoundContentRevision.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      brandKey: { type: DataTypes.TEXT, allowNull: false },
      slug: { type: DataTypes.TEXT, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      author: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      publishedAt: { type: DataTypes.DATE, allowNull: true },
    },
    // A revision is never edited once published: no updated_at. A draft being replaced takes a new createdAt.
    { sequelize, modelName: 'ContentRevision', tableName: 'content_revisions', underscored: true, updatedAt: false },
  );
  return BoundContentRevision;
};
