import type { Sequelize } from 'sequelize';
import type { FlightOffer, SearchRequest, SearchResponse } from '@portal/platform-common/contracts';
import { DEFAULT_BRAND_KEY } from '@portal/platform-common/brand';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import { fromMinor, toMinor } from '../../providers/money';
import type { Markup } from '../flights/pricing';
import type { MailService } from '../mail/mail.service';
import { priceDropEmail, unsubscribeHeaders } from './alertEmails';
import type { AlertLinks } from './alertLinks';
import { resultsUrl, shouldNotify } from './alertRules';
import type { AlertRecord, AlertsRepository } from './alerts.repository';

/** Alerts one gateway claims at a time; the rest wait for its next batch or another gateway. */
const BATCH = 20;
/** How often each gateway looks for due alerts (at most: a shorter period is looked for as often). */
export const ALERT_TICK_MS = 60_000;

export type AlertOutcome = 'recorded' | 'notified' | 'ended' | 'no offers' | 'stopped meanwhile' | 'failed';

export interface AlertRunnerDeps {
  repository: AlertsRepository;
  links: AlertLinks;
  mail: Pick<MailService, 'enqueue'>;
  sequelize: Sequelize;
  publicUrl: string;
  /** The period between two runs of one alert. */
  intervalMs: number;
  /** The flights module's search check, page and fresh offer read (the current mode's provider). */
  flights: {
    parseSearch(input: unknown): Promise<SearchRequest>;
    search(search: SearchRequest, markup: Markup): Promise<SearchResponse>;
    offer(offerId: string, markup: Markup): Promise<FlightOffer>;
  };
  /** The brand's name and markup; an unknown brand (removed since) is priced as the default brand. */
  brandOf: (brandKey: string) => Promise<{ name: string; markup: Markup } | null>;
  logger: Logger;
}

const priceText = (minor: bigint, currency: string) => `${fromMinor(minor, currency)} ${currency}`;

/**
 * The alerts job: each gateway claims the active alerts that are due (one run per alert per
 * period, whichever gateway makes it), re-runs each one's search as its brand sells it, records
 * the cheapest selling price and e-mails a drop. A provider failure leaves the alert for its next
 * period; an alert whose search can no longer be made (its date has passed) ends. A guest's alert
 * whose confirmation link expired unused is deleted.
 */
export const createAlertRunner = ({
  repository,
  links,
  mail,
  sequelize,
  publicUrl,
  intervalMs,
  flights,
  brandOf,
  logger,
}: AlertRunnerDeps) => {
  /** The cheapest offer as the traveller would see it now: listed by price, then read fresh. */
  const cheapestOffer = async (search: SearchRequest, markup: Markup): Promise<FlightOffer | null> => {
    const page = await flights.search({ ...search, sort: 'price-asc', page: 1, limit: 1 }, markup);
    const listed = page.offers[0];
    if (!listed) return null;
    try {
      return await flights.offer(listed.id, markup);
    } catch (error) {
      // Gone or expired since it was listed: its listed price is what the results page shows.
      if (error instanceof AppError && error.status < 500) return listed;
      throw error;
    }
  };

  const runAlert = async (alert: AlertRecord, now: Date): Promise<AlertOutcome> => {
    let search: SearchRequest;
    try {
      search = await flights.parseSearch(alert.search);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The departure date has passed (or no longer sells): nothing left to watch.
      await repository.end(alert.id, 'departed');
      return 'ended';
    }
    const brand = (await brandOf(alert.brandKey)) ?? (await brandOf(DEFAULT_BRAND_KEY));
    if (!brand) throw new Error(`no brand ${alert.brandKey} and no default brand to price alert ${alert.id}`);
    const offer = await cheapestOffer(search, brand.markup);
    if (!offer) return 'no offers';
    const currency = offer.total_currency;
    const priceMinor = toMinor(offer.total_amount, currency);
    // A reference in another currency (the provider changed it) is no reference.
    const referenceMinor = alert.currency === currency ? alert.referenceMinor : null;
    const notified = shouldNotify({
      priceMinor,
      currency,
      referenceMinor,
      notifiedBefore: alert.notifiedAt !== null,
      targetPrice: alert.targetPrice,
    });
    const kept = await sequelize.transaction(async (transaction) => {
      const stillActive = await repository.recordRun(
        { ...alert, referenceMinor },
        { priceMinor, currency, checkedAt: now, notified },
        transaction,
      );
      // Paused, unsubscribed or deleted while its search ran: nothing is kept, nothing is sent.
      if (!stillActive || !notified) return stillActive;
      const unsubscribeUrl = links.unsubscribeUrl(alert.id);
      const email = priceDropEmail({
        search: alert.search,
        price: priceText(priceMinor, currency),
        previous: priceText(referenceMinor ?? priceMinor, currency),
        resultsUrl: resultsUrl(publicUrl, alert.search),
        unsubscribeUrl,
        brandName: brand.name,
      });
      await mail.enqueue(
        {
          bookingId: null,
          toAddress: alert.email,
          ...email,
          headers: unsubscribeHeaders(links.unsubscribePostUrl(alert.id)),
        },
        { transaction },
      );
      return true;
    });
    if (!kept) return 'stopped meanwhile';
    return notified ? 'notified' : 'recorded';
  };

  /** Every alert due at `now`, claimed in batches; each alert's failure is its own. */
  const runDue = async (now: Date = new Date()): Promise<Record<string, AlertOutcome>> => {
    const outcomes: Record<string, AlertOutcome> = {};
    await repository.dropUnconfirmed(now);
    for (;;) {
      const claimed = await repository.claimDue({ now, nextRunAt: new Date(now.getTime() + intervalMs), limit: BATCH });
      if (claimed.length === 0) return outcomes;
      for (const alert of claimed) {
        outcomes[alert.id] = await runAlert(alert, now).catch((error: unknown) => {
          logger.warn({ err: error, alertId: alert.id }, 'price alert run failed; retried next period');
          return 'failed' as const;
        });
      }
    }
  };

  let running: Promise<unknown> | null = null;
  return {
    runDue,

    /** Looks for due alerts now and then regularly, without holding the process open; returns stop(). */
    start(tickMs: number = Math.min(ALERT_TICK_MS, intervalMs)): () => Promise<void> {
      const tick = () => {
        running ??= runDue()
          .catch((error: unknown) => logger.error({ err: error }, 'price alerts job failed'))
          .finally(() => {
            running = null;
          });
      };
      tick();
      const timer = setInterval(tick, tickMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
};

export type AlertRunner = ReturnType<typeof createAlertRunner>;
