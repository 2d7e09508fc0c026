import type { QueryInterface } from 'sequelize';
import type { RunnableMigration } from 'umzug';
import * as initial from './0001-initial';
import * as content from './0010-content';
import * as rateLimits from './0011-rate-limits';
import * as flights from './0020-flights';
import * as admin from './0030-admin';
import * as bookings from './0040-bookings';
import * as cancellations from './0050-cancellations';
import * as emailConfirmation from './0060-email-confirmation';
import * as refundForms from './0070-refund-forms';
import * as threeDSecure from './0080-three-d-secure';
import * as stripeEvents from './0090-stripe-events';
import * as brandSupportHours from './0100-brand-support-hours';
import * as offerFacts from './0111-offer-facts';
import * as passwordResets from './0120-password-resets';
import * as outboxDelivery from './0125-outbox-delivery';
import * as profileTravellers from './0130-profile-travellers';
import * as bookingsVersion from './0135-bookings-version';
import * as remoteReleases from './0145-remote-releases';
import * as offerListing from './0150-offer-listing';
import * as priceAlerts from './0160-price-alerts';
import * as bookingChanges from './0170-booking-changes';
import * as emailChangeUndo from './0180-email-change-undo';
import * as authorizationOwner from './0190-authorization-owner';
import * as bookingAttachLinks from './0200-booking-attach-links';

/**
 * Every migration, in order. Listed by hand rather than globbed so the same code runs under tsx,
 * jest and any bundler; a new migration is a new file plus one line here.
 */
export const migrations: RunnableMigration<QueryInterface>[] = [
  { name: '0001-initial', ...initial },
  { name: '0010-content', ...content },
  { name: '0011-rate-limits', ...rateLimits },
  { name: '0020-flights', ...flights },
  { name: '0030-admin', ...admin },
  { name: '0040-bookings', ...bookings },
  { name: '0050-cancellations', ...cancellations },
  { name: '0060-email-confirmation', ...emailConfirmation },
  { name: '0070-refund-forms', ...refundForms },
  { name: '0080-three-d-secure', ...threeDSecure },
  { name: '0090-stripe-events', ...stripeEvents },
  { name: '0100-brand-support-hours', ...brandSupportHours },
  { name: '0111-offer-facts', ...offerFacts },
  { name: '0120-password-resets', ...passwordResets },
  { name: '0125-outbox-delivery', ...outboxDelivery },
  { name: '0130-profile-travellers', ...profileTravellers },
  { name: '0135-bookings-version', ...bookingsVersion },
  { name: '0145-remote-releases', ...remoteReleases },
  { name: '0150-offer-listing', ...offerListing },
  { name: '0160-price-alerts', ...priceAlerts },
  { name: '0170-booking-changes', ...bookingChanges },
  { name: '0180-email-change-undo', ...emailChangeUndo },
  { name: '0190-authorization-owner', ...authorizationOwner },
  { name: '0200-booking-attach-links', ...bookingAttachLinks },
];
