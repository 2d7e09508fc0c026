import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class BookingEvent extends Model<InferAttributes<BookingEvent>, InferCreationAttributes<BookingEvent>> {
  declare id: CreationOptional<string>;
  declare bookingId: string;
  /** offer, authorize, order, reconcile, capture, void, confirm, account, mail, resume */
  declare step: string;
  declare outcome: string;
  /** Ids, codes and amounts: never card data. */
  declare detail: CreationOptional<Record<string, unknown>>;
  declare at: CreationOptional<Date>;
}

/** A subclass per Sequelize instance, so two databases in one process never share a model. */
export const defineBookingEvent = (sequelize: Sequelize) => {
  class BoundBookingEvent extends BookingEvent {}
  BoundBookingEvent.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      bookingId: { type: DataTypes.UUID, allowNull: false },
      step: { type: DataTypes.TEXT, allowNull: false },
      outcome: { type: DataTypes.TEXT, allowNull: false },
      detail: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      at: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
    },
    { sequelize, modelName: 'BookingEvent', tableName: 'booking_events', underscored: true, timestamps: false },
  );
  return BoundBookingEvent;
};
