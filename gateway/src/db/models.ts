import type { Sequelize } from 'sequelize';
import { defineAdminAudit } from '../modules/admin/adminAudit.model';
import { defineBrand } from '../modules/brands/brand.model';
import { defineEmailConfirmation } from '../modules/auth/emailConfirmation.model';
import { definePasswordReset } from '../modules/auth/passwordReset.model';
import { defineUser } from '../modules/auth/user.model';
import { defineBooking } from '../modules/bookings/booking.model';
import { defineBookingEvent } from '../modules/bookings/bookingEvent.model';
import { defineContentRevision } from '../modules/content/contentRevision.model';
import { defineStoredOffer } from '../modules/flights/offer.model';
import { defineOfferRequest } from '../modules/flights/offerRequest.model';
import { defineOutboxMessage } from '../modules/mail/outboxMessage.model';
import { definePaymentAuthorization } from '../modules/payments/paymentAuthorization.model';
import { defineRemoteModule } from '../modules/remotes/remoteModule.model';
import { defineSubmission } from '../modules/submissions/submission.model';
import { defineSetting } from '../modules/system/setting.model';
import { defineSavedTraveller } from '../modules/travellers/savedTraveller.model';

const defineModels = (sequelize: Sequelize) => ({
  Brand: defineBrand(sequelize),
  User: defineUser(sequelize),
  EmailConfirmation: defineEmailConfirmation(sequelize),
  PasswordReset: definePasswordReset(sequelize),
  RemoteModule: defineRemoteModule(sequelize),
  Setting: defineSetting(sequelize),
  ContentRevision: defineContentRevision(sequelize),
  Submission: defineSubmission(sequelize),
  OfferRequest: defineOfferRequest(sequelize),
  StoredOffer: defineStoredOffer(sequelize),
  AdminAudit: defineAdminAudit(sequelize),
  Booking: defineBooking(sequelize),
  BookingEvent: defineBookingEvent(sequelize),
  PaymentAuthorization: definePaymentAuthorization(sequelize),
  OutboxMessage: defineOutboxMessage(sequelize),
  SavedTraveller: defineSavedTraveller(sequelize),
});

export type Models = ReturnType<typeof defineModels>;

const bySequelize = new WeakMap<Sequelize, Models>();

/** The models bound to this Sequelize instance, defined on first use. */
export const getModels = (sequelize: Sequelize): Models => {
  let models = bySequelize.get(sequelize);
  if (!models) {
    models = defineModels(sequelize);
    bySequelize.set(sequelize, models);
  }
  return models;
};
