import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '@portal/platform-common/contracts';

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare username: string;
  declare email: string;
  declare firstName: string;
  declare lastName: string;
  declare passwordHash: string;
  declare roles: CreationOptional<Role[]>;
  /** When the owner confirmed `email` through the link; null while the address is only claimed. */
  declare emailConfirmedAt: CreationOptional<Date | null>;
  declare phone: CreationOptional<string | null>;
  /** An address the owner asked to change to: not in force until the link sent to it is followed. */
  declare pendingEmail: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineUser = (sequelize: Sequelize) => {
  class BoundUser extends User {}
  BoundUser.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      username: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      firstName: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      lastName: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
      passwordHash: { type: DataTypes.TEXT, allowNull: false },
      roles: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: ['traveller'] },
      emailConfirmedAt: { type: DataTypes.DATE, allowNull: true },
      phone: { type: DataTypes.TEXT, allowNull: true },
      pendingEmail: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'User', tableName: 'users', underscored: true },
  );
  return BoundUser;
};
