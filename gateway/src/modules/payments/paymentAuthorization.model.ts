import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ProviderMode } from '../../providers';

export type AuthorizationStatus =
  'pending' | 'authorized' | 'declined' | 'requires_action' | 'captured' | 'voided' | 'unknown';
export type AuthorizationPurpose = 'booking' | 'process-card' | 'change';

export class PaymentAuthorization extends Model<
  InferAttributes<PaymentAuthorization>,
  InferCreationAttributes<PaymentAuthorization>
> {
  declare id: string;
  declare mode: ProviderMode;
  declare purpose: AuthorizationPurpose;
  declare idempotencyKey: CreationOptional<string | null>;
  declare requestFingerprint: CreationOptional<string | null>;
  /** Stripe's PaymentIntent id. */
  declare providerPaymentId: CreationOptional<string | null>;
  /** BIGINT: pg hands it back as a string. */
  declare amountMinor: string;
  declare currency: string;
  declare cardBrand: CreationOptional<string | null>;
  declare cardLast4: CreationOptional<string | null>;
  declare status: AuthorizationStatus;
  declare bookingId: CreationOptional<string | null>;
  declare failureCode: CreationOptional<string | null>;
  declare failureMessage: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const definePaymentAuthorization = (sequelize: Sequelize) => {
  class BoundPaymentAuthorization extends PaymentAuthorization {}
  BoundPaymentAuthorization.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      mode: { type: DataTypes.TEXT, allowNull: false },
      purpose: { type: DataTypes.TEXT, allowNull: false },
      idempotencyKey: { type: DataTypes.TEXT, allowNull: true },
      requestFingerprint: { type: DataTypes.TEXT, allowNull: true },
      providerPaymentId: { type: DataTypes.TEXT, allowNull: true },
      amountMinor: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.TEXT, allowNull: false },
      cardBrand: { type: DataTypes.TEXT, allowNull: true },
      cardLast4: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.TEXT, allowNull: false },
      bookingId: { type: DataTypes.UUID, allowNull: true },
      failureCode: { type: DataTypes.TEXT, allowNull: true },
      failureMessage: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'PaymentAuthorization', tableName: 'payment_authorizations', underscored: true },
  );
  return BoundPaymentAuthorization;
};
