import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export class OutboxMessage extends Model<InferAttributes<OutboxMessage>, InferCreationAttributes<OutboxMessage>> {
  declare id: CreationOptional<string>;
  declare bookingId: string | null;
  declare toAddress: string;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string;
  declare status: CreationOptional<OutboxStatus>;
  declare attempts: CreationOptional<number>;
  declare lastError: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare sentAt: CreationOptional<Date | null>;
  /** A pending message is not tried again before this (backoff after a failed attempt). */
  declare nextAttemptAt: CreationOptional<Date>;
  /** While in the future, one gateway holds the message to send it; the others leave it alone. */
  declare claimedUntil: CreationOptional<Date | null>;
  /** Extra headers sent with the message (a price alert's List-Unsubscribe). */
  declare headers: CreationOptional<Record<string, string> | null>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineOutboxMessage = (sequelize: Sequelize) => {
  class BoundOutboxMessage extends OutboxMessage {}
  BoundOutboxMessage.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      bookingId: { type: DataTypes.UUID, allowNull: true },
      toAddress: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      textBody: { type: DataTypes.TEXT, allowNull: false },
      htmlBody: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastError: { type: DataTypes.TEXT, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      sentAt: { type: DataTypes.DATE, allowNull: true },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      claimedUntil: { type: DataTypes.DATE, allowNull: true },
      headers: { type: DataTypes.JSONB, allowNull: true },
    },
    { sequelize, modelName: 'OutboxMessage', tableName: 'mail_outbox', underscored: true, timestamps: false },
  );
  return BoundOutboxMessage;
};
