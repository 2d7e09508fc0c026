import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import type { AuthGuards } from '../../http/auth';
import type { Logger } from '../../http/logger';
import type { RateLimit } from '../../http/rateLimit';
import type { BrandsRepository } from '../brands/brands.repository';
import type { FlightsService } from '../flights/flights.service';
import type { MailService } from '../mail/mail.service';
import { createAlertLinks } from './alertLinks';
import { createAlertLinksRouter } from './alertLinks.routes';
import { createAlertRunner } from './alertRunner';
import { createAlertsRepository } from './alerts.repository';
import { createAlertsRouter } from './alerts.routes';
import { createAlertsService } from './alerts.service';

export interface AlertsModuleDeps {
  sequelize: Sequelize;
  models: Pick<Models, 'User'>;
  flights: FlightsService;
  brands: Pick<BrandsRepository, 'findByKey'>;
  mail: Pick<MailService, 'enqueue'>;
  guards: AuthGuards;
  brandContext: RequestHandler;
  rateLimit: RateLimit;
  logger: Logger;
  config: { publicUrl: string; sessionSecret: string; alertIntervalMs: number };
}

/** Price alerts: the API (behind the session), the e-mail links (before it) and the job. */
export const createAlertsModule = ({
  sequelize,
  models,
  flights,
  brands,
  mail,
  guards,
  brandContext,
  rateLimit,
  logger,
  config,
}: AlertsModuleDeps) => {
  const repository = createAlertsRepository(sequelize);
  const links = createAlertLinks({ secret: config.sessionSecret, publicUrl: config.publicUrl });
  const alerts = createAlertsService({
    repository,
    links,
    mail,
    sequelize,
    publicUrl: config.publicUrl,
    parseSearch: (input) => flights.parseSearch(input),
    confirmedEmailOf: async (userId) => {
      const user = await models.User.findByPk(userId);
      return user?.emailConfirmedAt ? user.email : null;
    },
    brandNameOf: async (brandKey) => (await brands.findByKey(brandKey))?.name,
  });
  const runner = createAlertRunner({
    repository,
    links,
    mail,
    sequelize,
    publicUrl: config.publicUrl,
    intervalMs: config.alertIntervalMs,
    flights,
    brandOf: (brandKey) => brands.findByKey(brandKey),
    logger: logger.child({ module: 'alerts' }),
  });
  return {
    router: createAlertsRouter({ alerts, guards, brandContext, rateLimit }),
    linksRouter: createAlertLinksRouter(alerts, rateLimit),
    runner,
  };
};
