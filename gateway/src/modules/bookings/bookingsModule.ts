import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import type { Models } from '../../db/models';
import type { Logger } from '../../http/logger';
import type { Providers } from '../../providers';
import { createUsersRepository } from '../auth/users.repository';
import { createBrandsRepository } from '../brands/brands.repository';
import { createReshopper } from '../flights/reshop';
import { createFlightsRepository } from '../flights/flights.repository';
import { createFreshOffers } from '../flights/freshOffer';
import type { EmailConfirmations } from '../auth/emailConfirmations';
import type { PasswordResets } from '../auth/passwordResets';
import type { MailService } from '../mail/mail.service';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createPaymentsService } from '../payments/payments.service';
import { createAccountSecrets } from './checkout/accountSecrets';
import { createBookingsRepository } from './bookings.repository';
import { createBookingsService } from './checkout/checkout.service';
import { createBookingsReadService } from './reads/reads.service';
import { createBookingsResumer } from './checkout/resume';
import { createCancellationService } from './cancellation/cancellation.service';
import { createChangesRepository } from './changes/changes.repository';
import { createChangesService } from './changes/changes.service';
import { createCheckoutJobs } from './checkoutJobs';
import { createBookingAttachLinks } from './bookingAttachLinks';
import { createGuestAccounts } from './checkout/guestAccounts';
import { createSagaSteps } from './checkout/sagaSteps';

/** After an unclear order outcome, the lookups: about three seconds in all. */
export const RECONCILE_DELAYS_MS = [300, 1000, 2000];

/** The checkout's parts, wired once per app: bookings, payments, the outbox and their background jobs. */
export const createBookingsModule = ({
  models,
  providers,
  config,
  logger,
  mail,
  confirmations,
  passwordLinks,
}: {
  models: Models;
  providers: Providers;
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>;
  logger: Logger;
  /** The gateway's one outbox, shared with the account e-mails. */
  mail: MailService;
  confirmations: Pick<EmailConfirmations, 'sendLink'>;
  /** The set-password link of a guest whose booking made an account. */
  passwordLinks: Pick<PasswordResets, 'sendGuestLink'>;
}) => {
  const bookingsLogger = logger.child({ module: 'bookings' });
  const repository = createBookingsRepository(models);
  const payments = createPaymentsService({
    repository: createPaymentsRepository(models),
    stripe: providers.stripe,
    logger: logger.child({ module: 'payments' }),
  });
  const brands = createBrandsRepository(models);
  const attachLinks = createBookingAttachLinks({
    sequelize: models.Booking.sequelize as Sequelize,
    publicUrl: config.publicUrl,
  });
  const brandName = async (key: string) => (await brands.findByKey(key))?.name;
  const sagaDeps = {
    repository,
    duffel: providers.duffel,
    payments,
    accounts: createGuestAccounts(createUsersRepository(models), confirmations, passwordLinks, attachLinks),
    mail,
    secrets: createAccountSecrets(config.sessionSecret),
    logger: bookingsLogger,
    reconcileDelaysMs: RECONCILE_DELAYS_MS,
  };
  const flights = createFlightsRepository(models);
  const reshopper = createReshopper({ repository: flights, duffel: providers.duffel, logger: bookingsLogger });
  const freshOffers = createFreshOffers({ duffel: providers.duffel, logger: bookingsLogger });
  const bookings = createBookingsService({ ...sagaDeps, offers: flights, freshOffers, reshopper, brandName });
  const changesRepository = createChangesRepository(models.Booking.sequelize as Sequelize);
  const cancellations = createCancellationService({
    repository,
    changes: changesRepository,
    duffel: providers.duffel,
    payments,
    logger: bookingsLogger,
  });
  const changes = createChangesService({
    changes: changesRepository,
    bookings: repository,
    duffel: providers.duffel,
    payments,
    markupOf: async (key) => {
      const brand = await brands.findByKey(key);
      if (!brand) throw new Error(`brand ${key} no longer exists`);
      return brand.markup;
    },
    logger: bookingsLogger,
  });
  const resumer = createBookingsResumer({
    repository,
    payments,
    steps: createSagaSteps(sagaDeps),
    authentication: bookings.authentication,
    brandName,
    logger: bookingsLogger,
  });
  return {
    bookings,
    reads: createBookingsReadService({ repository, duffel: providers.duffel }),
    payments,
    cancellations,
    changes,
    attachLinks,
    jobs: createCheckoutJobs({ resumer, cancellations, changes, payments, repository, mail, logger: bookingsLogger }),
  };
};

export type BookingsModule = ReturnType<typeof createBookingsModule>;
