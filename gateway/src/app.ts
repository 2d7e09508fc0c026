import express, { type Express } from 'express';
import type { Pool } from 'pg';
import type { Sequelize } from 'sequelize';
import type { Config } from './config';
import { getModels } from './db/models';
import { createAuthGuards } from './http/auth';
import { createBrandResolver } from './http/brandContext';
import { responseCompression } from './http/compression';
import { createCsrf } from './http/csrf';
import { apiNotFound, errorHandler } from './http/errors';
import { inSequence } from './http/inSequence';
import { createHttpLogger, type Logger } from './http/logger';
import { createRateLimiter } from './http/rateLimit';
import { createRemoteOrigins, securityHeaders, TAG_SERVICE_ORIGINS } from './http/security';
import { createSessionMiddleware } from './http/session';
import { rejectMalformedText } from './http/wellFormedText';
import { routedOnly } from './http/routedOnly';
import { createAdminRouter } from './modules/admin/admin.routes';
import type { AlertRunner } from './modules/alerts/alertRunner';
import { createAlertsModule } from './modules/alerts/alertsModule';
import { createAdminService } from './modules/admin/admin.service';
import { createAuditRepository } from './modules/admin/audit.repository';
import { createBookingsRepository } from './modules/bookings/bookings.repository';
import { createAuthRouter } from './modules/auth/auth.routes';
import { LOGIN_LIMITS } from './modules/auth/loginThrottle';
import { createAuthService } from './modules/auth/auth.service';
import { createEmailConfirmations } from './modules/auth/emailConfirmations';
import { createPasswordResetRouter } from './modules/auth/passwordReset.routes';
import { createPasswordResets } from './modules/auth/passwordResets';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createEmailChangeUndo } from './modules/auth/emailChangeUndo';
import { createProfileRouter } from './modules/auth/profile.routes';
import { createProfileService } from './modules/auth/profile.service';
import { createTravellersRepository } from './modules/travellers/travellers.repository';
import { createTravellersRouter } from './modules/travellers/travellers.routes';
import { createTravellersService } from './modules/travellers/travellers.service';
import { createBrandDirectory } from './modules/brands/brandDirectory';
import { createBrandsRepository } from './modules/brands/brands.repository';
import { createBrandsRouter } from './modules/brands/brands.routes';
import { createBrandsService } from './modules/brands/brands.service';
import { createBrandsAdminRouter } from './modules/brands/brandsAdmin.routes';
import { createBrandsAdminService } from './modules/brands/brandsAdmin.service';
import { createBookingsModule } from './modules/bookings/bookingsModule';
import { createBookingsRouter } from './modules/bookings/bookings.routes';
import type { CheckoutJobs } from './modules/bookings/checkoutJobs';
import { createContentRepository } from './modules/content/content.repository';
import { createContentRouter } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { createAirlineLogosRouter } from './modules/flights/airlineLogos';
import { createFlightsRepository } from './modules/flights/flights.repository';
import { createFlightsRouter } from './modules/flights/flights.routes';
import { createFlightsService } from './modules/flights/flights.service';
import { createProviderCallAdmission } from './modules/flights/providerCallLimits';
import { createMailService } from './modules/mail/mail.service';
import { createOutboxRepository } from './modules/mail/outbox.repository';
import { createOutboxAdminRouter } from './modules/mail/outboxAdmin.routes';
import { createCardAttempts } from './modules/payments/cardAttempts';
import { createPaymentsRouter } from './modules/payments/payments.routes';
import { createRemotesRepository } from './modules/remotes/remotes.repository';
import { createRemotesRouter } from './modules/remotes/remotes.routes';
import { createRemotesService } from './modules/remotes/remotes.service';
import { createStaticRouter } from './modules/static/static.routes';
import { createSubmissionsRepository } from './modules/submissions/submissions.repository';
import { createSubmissionsRouter } from './modules/submissions/submissions.routes';
import { createSubmissionsService } from './modules/submissions/submissions.service';
import { createSystemRepository } from './modules/system/system.repository';
import { createSystemRouter } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import { createStripeWebhooksRouter } from './modules/webhooks/stripeWebhooks.routes';
import { createStripeWebhooks } from './modules/webhooks/stripeWebhooks.service';
import { createProviders, type ComposedProviders } from './composition/providers';
import type { DuffelSandbox } from '@portal/sandbox-duffel';
import { wireSandboxes } from './composition/mountedSandboxes';

export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  /** The pool the session store uses (same database as sequelize). */
  sessionPool: Pool;
  logger: Logger;
  /** The provider clients; server.ts and tests pass theirs to tell them the listening address. */
  providers?: ComposedProviders;
}

/** What the composition root hands back: the app, and what the server and tests drive besides requests. */
export interface Portal {
  /** The whole HTTP application, without listening: server.ts listens, tests use supertest. */
  app: Express;
  /** The checkout's background jobs (server.ts starts them; tests call resume directly). */
  jobs: CheckoutJobs;
  /** The Duffel sandbox the app mounts, when test mode runs on it (tests drive its fault behaviour). */
  duffelSandbox: DuffelSandbox | null;
  /** The price alerts job (server.ts starts it; tests run it directly). */
  alerts: AlertRunner;
}

export const createApp = ({
  config,
  sequelize,
  sessionPool,
  logger,
  providers = createProviders({ config, logger }),
}: AppDeps): Portal => {
  const models = getModels(sequelize);
  const system = createSystemService(
    createSystemRepository(sequelize, models),
    logger.child({ module: 'system' }),
    config.settingsCacheMs,
  );
  const brandsRepository = createBrandDirectory(createBrandsRepository(models), config.settingsCacheMs);
  const brands = createBrandsService(brandsRepository);
  const outbox = createOutboxRepository(models);
  const mail = createMailService({
    repository: outbox,
    smtpUrl: config.smtpUrl,
    logger: logger.child({ module: 'mail' }),
  });
  const confirmations = createEmailConfirmations({ models, mail, publicUrl: config.publicUrl });
  const auth = createAuthService(createUsersRepository(models), createSessionsRepository(sequelize), confirmations);
  const passwordResets = createPasswordResets({
    models,
    mail,
    sessions: createSessionsRepository(sequelize),
    publicUrl: config.publicUrl,
    ...config.passwordLinks,
  });
  const profile = createProfileService({
    users: createUsersRepository(models),
    confirmations,
    mail,
    undo: createEmailChangeUndo({ sequelize, publicUrl: config.publicUrl }),
  });
  const travellers = createTravellersService(createTravellersRepository(models));
  const remotes = createRemotesService(
    createRemotesRepository(models),
    config.remoteOverrides,
    logger.child({ module: 'remotes' }),
  );
  const remoteOrigins = createRemoteOrigins(
    async () => [
      ...(await remotes.getOrigins()),
      ...((await brandsRepository.list()).some((brand) => brand.trackingId) ? TAG_SERVICE_ORIGINS : []),
    ],
    logger.child({ module: 'security' }),
  );
  const csrf = createCsrf();
  const guards = createAuthGuards(auth.currentUser);
  const rateLimiter = createRateLimiter(sequelize);
  const { rateLimit } = rateLimiter;
  const content = createContentService(createContentRepository(models), brandsRepository);
  const submissions = createSubmissionsService(createSubmissionsRepository(models), brandsRepository);
  const currentMode = async () => (await system.mode()).mode;
  const bookingsRepository = createBookingsRepository(models);
  const flights = createFlightsService({
    repository: createFlightsRepository(models),
    duffel: providers.duffel,
    currentMode,
    offerTaken: (offerId) => bookingsRepository.offerRequestTaken(offerId, null),
    logger: logger.child({ module: 'flights' }),
  });
  const audit = createAuditRepository(models);
  const admin = createAdminService({
    system,
    audit,
    remotes,
    remoteOverrides: config.remoteOverrides,
    inTransaction: (work) => sequelize.transaction(work),
    live: {
      duffelToken: Boolean(config.providers.duffelLiveToken),
      stripeKey: Boolean(config.providers.stripeLiveKey),
    },
    deployment: process.env.NODE_ENV ?? 'development',
    sandboxControls: config.sandboxControls,
    bookings: bookingsRepository,
  });
  const brandsAdmin = createBrandsAdminService({
    brands: brandsRepository,
    audit,
    logger: logger.child({ module: 'brands' }),
  });
  const sandboxes = wireSandboxes({ config, providers, sessionPool, guards });
  const isAdmin = async (req: express.Request) => Boolean((await guards.signedInUser(req))?.roles.includes('admin'));
  const brandResolver = createBrandResolver(brandsRepository, isAdmin);
  const brandContext = brandResolver.middleware;
  const brandNameOf = async (req: express.Request) =>
    (await brandsRepository.findByKey((await brandResolver.resolve(req)).key))?.name;
  const checkout = createBookingsModule({
    models,
    providers,
    config,
    logger,
    mail,
    confirmations,
    passwordLinks: passwordResets,
  });
  const cardAttempts = createCardAttempts({
    limiter: rateLimiter,
    payments: checkout.payments,
    rule: config.rateLimits.cardDeclines,
  });
  const alerts = createAlertsModule({
    sequelize,
    models,
    flights,
    brands: brandsRepository,
    mail,
    guards,
    brandContext,
    rateLimit,
    logger,
    config,
  });
  const signedInUserId = async (req: express.Request) => (await guards.signedInUser(req))?.id ?? null;
  // Stripe reporting a 3-D Secure intent authorized (or failed) moves its waiting checkout on, even when the traveller's page is gone.
  const stripeWebhooks = createStripeWebhooks({
    models,
    stripe: providers.stripe,
    logger: logger.child({ module: 'webhooks' }),
    onIntentUpdate: async (intent) => {
      const bookingId = intent.metadata?.booking_id;
      if (bookingId) await checkout.bookings.authentication.intentUpdated(bookingId);
    },
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(createHttpLogger(logger));
  app.use(
    remoteOrigins.freshenBeforeDocuments,
    securityHeaders(remoteOrigins, () => providers.stripe.cspSources()),
  );
  app.use(
    routedOnly(
      // Health, mode and a brand take no body and need no session (a probe must work even when the
      // session store is down), and are small: nothing to parse or compress. Every page asks for them.
      createSystemRouter(system),
      createBrandsRouter(brands),
      // Stripe's events: the raw body (the signature covers its bytes), without a session or CSRF token.
      createStripeWebhooksRouter({ webhooks: stripeWebhooks, secret: providers.stripe.webhookSecret, rateLimit }),
      // The links in price alert e-mails: the token in the link is the proof, without a session or CSRF token.
      alerts.linksRouter,
    ),
  );
  app.use(express.json({ limit: '100kb' }));
  app.use('/api', rejectMalformedText);
  app.use(responseCompression());
  // The remote registry is the same for everyone: no session.
  app.use(routedOnly(createRemotesRouter(remotes)));
  const sessions = createSessionMiddleware({
    pool: sessionPool,
    secret: config.sessionSecret,
    logger: logger.child({ module: 'session' }),
  });
  app.use(
    '/api',
    inSequence(
      ...sessions,
      // A harness holding SANDBOX_CONTROLS_TOKEN reaches the sandbox controls without a session or CSRF token.
      (req, res, next) => (sandboxes.controlsAccess?.isTokenCaller(req) ? next() : csrf.protect(req, res, next)),
    ),
  );
  const sandboxControlsRouter = sandboxes.controlsRouter({ currentMode, jobs: checkout.jobs });
  // The routers behind the session and CSRF check, in this order, as one handler (http/routedOnly.ts).
  app.use(
    routedOnly(
      csrf.tokenRouter,
      createAuthRouter(auth, guards, rateLimiter, brandNameOf, { ...LOGIN_LIMITS, slowdownMs: config.loginSlowdownMs }),
      createPasswordResetRouter(passwordResets, rateLimiter, brandNameOf),
      createProfileRouter(profile, guards, rateLimiter, brandNameOf),
      createTravellersRouter(travellers, guards),
      createContentRouter(content, guards),
      createSubmissionsRouter(submissions, guards, rateLimit),
      createAdminRouter({
        admin,
        guards,
        routers: [createBrandsAdminRouter(brandsAdmin), createOutboxAdminRouter(outbox)],
      }),
      createFlightsRouter(flights, brandContext, createProviderCallAdmission(rateLimiter, config.rateLimits)),
      createAirlineLogosRouter(),
      alerts.router,
      createPaymentsRouter({
        payments: checkout.payments,
        currentMode,
        rateLimit,
        perSession: config.rateLimits.paymentsPerSession,
        perAddress: config.rateLimits.paymentsPerAddress,
        cardAttempts,
        signedInUserId,
      }),
      createBookingsRouter({
        bookings: checkout.bookings,
        reads: checkout.reads,
        cancellations: checkout.cancellations,
        changes: checkout.changes,
        guards,
        limiter: rateLimiter,
        paymentsPerSession: config.rateLimits.paymentsPerSession,
        paymentsPerAddress: config.rateLimits.paymentsPerAddress,
        cardAttempts,
        brandContext,
        signedInUserId,
        attachLinks: checkout.attachLinks,
      }),
      ...(sandboxControlsRouter ? [sandboxControlsRouter] : []),
    ),
  );
  app.use('/api', apiNotFound);
  const shell = { services: { brands, system, auth, remotes }, session: sessions, logger };
  app.use(createStaticRouter(config.staticRoot, shell));
  // Whatever no route and no page answered: the API's JSON 404, not Express's HTML page.
  app.use(apiNotFound);
  app.use(errorHandler(logger));
  return { app, jobs: checkout.jobs, duffelSandbox: sandboxes.duffelSandboxRouter, alerts: alerts.runner };
};
