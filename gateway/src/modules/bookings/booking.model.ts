import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ProviderMode } from '../../providers';
import type { BookingStatus, Itinerary, StoredAirlineCredit, StoredAnswer } from './bookingTypes';

export class Booking extends Model<InferAttributes<Booking>, InferCreationAttributes<Booking>> {
  declare id: string;
  declare idempotencyKey: string;
  declare requestFingerprint: string;
  declare status: BookingStatus;
  declare mode: ProviderMode;
  declare brandKey: string;
  declare userId: string | null;
  /** sha256 of the session id that made the checkout: only that session is shown a new account's password. */
  declare checkoutSessionHash: CreationOptional<string | null>;
  declare offerId: string;
  declare primaryEmail: CreationOptional<string | null>;
  declare primaryFamilyName: CreationOptional<string | null>;
  declare currency: CreationOptional<string | null>;
  /** BIGINT: pg hands them back as strings. */
  declare sellingTotalMinor: CreationOptional<string | null>;
  declare supplierTotalMinor: CreationOptional<string | null>;
  declare marginMinor: CreationOptional<string | null>;
  declare paymentAuthorizationId: CreationOptional<string | null>;
  declare cardBrand: CreationOptional<string | null>;
  declare cardLast4: CreationOptional<string | null>;
  declare orderAttemptedAt: CreationOptional<Date | null>;
  declare pendingOrder: CreationOptional<string | null>;
  declare authenticationDeadline: CreationOptional<Date | null>;
  declare duffelOrderId: CreationOptional<string | null>;
  declare duffelBookingId: CreationOptional<string | null>;
  declare bookingReference: CreationOptional<string | null>;
  declare itinerary: CreationOptional<Itinerary | null>;
  declare lastArrivalAt: CreationOptional<Date | null>;
  declare accountCreated: CreationOptional<boolean>;
  declare attachedToExistingAccount: CreationOptional<boolean>;
  declare accountSecret: CreationOptional<string | null>;
  declare accountSecretExpiresAt: CreationOptional<Date | null>;
  declare result: CreationOptional<StoredAnswer['body'] | null>;
  declare resultStatus: CreationOptional<number | null>;
  declare answeredAt: CreationOptional<Date | null>;
  declare failureCode: CreationOptional<string | null>;
  declare failureMessage: CreationOptional<string | null>;
  declare leaseUntil: CreationOptional<Date | null>;
  declare cancellationId: CreationOptional<string | null>;
  declare cancellationConfirmedAt: CreationOptional<Date | null>;
  declare refundMinor: CreationOptional<string | null>;
  declare refundCurrency: CreationOptional<string | null>;
  declare refundId: CreationOptional<string | null>;
  declare refundTo: CreationOptional<string | null>;
  declare airlineCredits: CreationOptional<StoredAirlineCredit[] | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineBooking = (sequelize: Sequelize) => {
  class BoundBooking extends Booking {}
  BoundBooking.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      idempotencyKey: text(false),
      requestFingerprint: text(false),
      status: text(false),
      mode: text(false),
      brandKey: text(false),
      userId: { type: DataTypes.UUID, allowNull: true },
      checkoutSessionHash: text(),
      offerId: text(false),
      primaryEmail: text(),
      primaryFamilyName: text(),
      currency: text(),
      sellingTotalMinor: { type: DataTypes.BIGINT, allowNull: true },
      supplierTotalMinor: { type: DataTypes.BIGINT, allowNull: true },
      marginMinor: { type: DataTypes.BIGINT, allowNull: true },
      paymentAuthorizationId: { type: DataTypes.UUID, allowNull: true },
      cardBrand: text(),
      cardLast4: text(),
      orderAttemptedAt: { type: DataTypes.DATE, allowNull: true },
      pendingOrder: text(),
      authenticationDeadline: { type: DataTypes.DATE, allowNull: true },
      duffelOrderId: text(),
      duffelBookingId: text(),
      bookingReference: text(),
      itinerary: { type: DataTypes.JSONB, allowNull: true },
      lastArrivalAt: { type: DataTypes.DATE, allowNull: true },
      accountCreated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      attachedToExistingAccount: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      accountSecret: text(),
      accountSecretExpiresAt: { type: DataTypes.DATE, allowNull: true },
      result: { type: DataTypes.JSONB, allowNull: true },
      resultStatus: { type: DataTypes.INTEGER, allowNull: true },
      answeredAt: { type: DataTypes.DATE, allowNull: true },
      failureCode: text(),
      failureMessage: text(),
      leaseUntil: { type: DataTypes.DATE, allowNull: true },
      cancellationId: text(),
      cancellationConfirmedAt: { type: DataTypes.DATE, allowNull: true },
      refundMinor: { type: DataTypes.BIGINT, allowNull: true },
      refundCurrency: text(),
      refundId: text(),
      refundTo: text(),
      airlineCredits: { type: DataTypes.JSONB, allowNull: true },
      cancelledAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Booking', tableName: 'bookings', underscored: true },
  );
  return BoundBooking;
};
