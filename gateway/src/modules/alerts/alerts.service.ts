import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import type {
  AlertCreated,
  AlertSearch,
  PriceAlert,
  PriceAlertDetail,
  SearchRequest,
} from '@portal/platform-common/contracts';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../http/errors';
import { fromMinor } from '../../providers/money';
import { CONFIRMATION_TTL_MS } from '../auth/emailConfirmations';
import type { MailService } from '../mail/mail.service';
import { alertConfirmationEmail, unsubscribeHeaders } from './alertEmails';
import { hashOf, type AlertLinks } from './alertLinks';
import { resultsUrl } from './alertRules';
import type { AlertRecord, AlertsRepository } from './alerts.repository';

/** Alerts an account may have that have not ended. */
export const MAX_ALERTS_PER_ACCOUNT = 50;

export const ALERT_NOT_FOUND_MESSAGE = 'Price alert not found';
const notFound = () => new AppError('ALERT_NOT_FOUND', ALERT_NOT_FOUND_MESSAGE, 404);

const invalid = (message: string, path: PropertyKey[]) =>
  new AppError('VALIDATION_ERROR', message, 400, { details: { issues: [{ path, message, code: 'custom' }] } });

/** The watched search: the request without its page, page size and sort. */
const watchedSearch = ({ page: _page, limit: _limit, sort: _sort, ...search }: SearchRequest): AlertSearch => search;

export interface AlertsServiceDeps {
  repository: AlertsRepository;
  links: AlertLinks;
  mail: Pick<MailService, 'enqueue'>;
  sequelize: Sequelize;
  publicUrl: string;
  /** The search as POST /api/flights/search checks it (the flights module's rules and messages). */
  parseSearch: (input: unknown) => Promise<SearchRequest>;
  /** The account's address when it is confirmed; null when it is not (or the account is gone). */
  confirmedEmailOf: (userId: string) => Promise<string | null>;
  brandNameOf: (brandKey: string) => Promise<string | undefined>;
}

/** Who asks: the signed-in account, or a guest holding an alert's link token. */
export interface AlertReader {
  userId: string | null;
  token?: string;
}

export const createAlertsService = ({
  repository,
  links,
  mail,
  sequelize,
  publicUrl,
  parseSearch,
  confirmedEmailOf,
  brandNameOf,
}: AlertsServiceDeps) => {
  const view = (alert: AlertRecord): PriceAlert => ({
    id: alert.id,
    status: alert.status,
    search: alert.search,
    targetPrice: alert.targetPrice,
    currency: alert.currency,
    lastPrice: alert.lastPriceMinor !== null && alert.currency ? fromMinor(alert.lastPriceMinor, alert.currency) : null,
    lastCheckedAt: alert.lastCheckedAt?.toISOString() ?? null,
    createdAt: alert.createdAt.toISOString(),
    resultsUrl: resultsUrl(publicUrl, alert.search),
  });

  /** The alert when the reader owns it (or holds its link); 404 otherwise, as for an alert that does not exist. */
  const readable = async (id: string, { userId, token }: AlertReader): Promise<AlertRecord> => {
    const alert = isUuid(id) ? await repository.find(id) : null;
    const byAccount = alert !== null && userId !== null && alert.userId === userId;
    const byLink = alert !== null && token !== undefined && links.alertOfUnsubscribeToken(token) === alert.id;
    if (!alert || !(byAccount || byLink)) throw notFound();
    return alert;
  };
  const owned = async (id: string, userId: string): Promise<AlertRecord> => readable(id, { userId });

  const searchOf = async (input: unknown): Promise<AlertSearch> => {
    try {
      return watchedSearch(await parseSearch(input));
    } catch (error) {
      // The search's own messages, with paths under `search`.
      const issues = (error instanceof AppError && (error.details?.issues as { path: PropertyKey[] }[])) || null;
      if (error instanceof AppError && issues)
        throw new AppError(error.code, error.message, error.status, {
          details: { issues: issues.map((issue) => ({ ...issue, path: ['search', ...issue.path] })) },
        });
      throw error;
    }
  };

  return {
    /**
     * A new alert on a search. Signed in: the account's confirmed address, active at once. A guest:
     * the address given, active once the link e-mailed to it is followed.
     */
    async create(
      input: { search: unknown; targetPrice?: string; email?: string },
      { userId, brandKey }: { userId: string | null; brandKey: string },
    ): Promise<AlertCreated> {
      const search = await searchOf(input.search);
      let email = input.email;
      if (userId) {
        const confirmed = await confirmedEmailOf(userId);
        if (!confirmed)
          throw new AppError(
            'EMAIL_NOT_CONFIRMED',
            'Please confirm your e-mail address from your profile before setting a price alert.',
            409,
          );
        if ((await repository.countLive(userId)) >= MAX_ALERTS_PER_ACCOUNT)
          throw new AppError(
            'TOO_MANY_ALERTS',
            `You can have at most ${MAX_ALERTS_PER_ACCOUNT} price alerts. Delete one you no longer need first.`,
            409,
          );
        email = confirmed;
      } else if (!email) {
        throw invalid('Please enter your email address to receive the price alert', ['email']);
      }
      const confirmation = userId ? null : links.newConfirmation();
      const id = randomUUID();
      const brandName = await brandNameOf(brandKey);
      const alert = await sequelize.transaction(async (transaction) => {
        const added = await repository.add(
          {
            id,
            userId,
            email,
            brandKey,
            search,
            targetPrice: input.targetPrice ?? null,
            status: confirmation ? 'pending_confirmation' : 'active',
            confirmationTokenHash: confirmation?.tokenHash ?? null,
            confirmationExpiresAt: confirmation ? new Date(Date.now() + CONFIRMATION_TTL_MS) : null,
          },
          transaction,
        );
        if (confirmation) {
          const unsubscribeUrl = links.unsubscribeUrl(id);
          await mail.enqueue(
            {
              bookingId: null,
              toAddress: email,
              ...alertConfirmationEmail({ search, confirmUrl: confirmation.url, unsubscribeUrl, brandName }),
              headers: unsubscribeHeaders(links.unsubscribePostUrl(id)),
            },
            { transaction },
          );
        }
        return added;
      });
      return { id: alert.id, status: alert.status };
    },

    list: async (userId: string): Promise<PriceAlert[]> => (await repository.listOwn(userId)).map(view),

    /** The alert with every price recorded for it, oldest first. */
    async detail(id: string, reader: AlertReader): Promise<PriceAlertDetail> {
      const alert = await readable(id, reader);
      const prices = await repository.prices(alert.id);
      return {
        ...view(alert),
        prices: prices.map((price) => ({
          amount: fromMinor(price.amountMinor, price.currency),
          currency: price.currency,
          checkedAt: price.checkedAt.toISOString(),
        })),
      };
    },

    async setPaused(id: string, userId: string, paused: boolean): Promise<PriceAlert> {
      const alert = await owned(id, userId);
      const updated = await repository.setPaused(alert.id, paused);
      if (!updated) throw new AppError('ALERT_ENDED', 'This price alert has ended and cannot be changed.', 409);
      return view(updated);
    },

    async remove(id: string, userId: string): Promise<void> {
      const alert = await owned(id, userId);
      await repository.remove(alert.id);
    },

    /** A guest's confirmation link: the alert starts (its first run is due at once). */
    async confirm(token: string): Promise<PriceAlert> {
      const alert = await repository.confirm(hashOf(token), new Date());
      if (!alert)
        throw new AppError(
          'CONFIRMATION_INVALID',
          'This confirmation link is invalid, used or expired. Set the price alert again from the results page.',
          400,
        );
      return view(alert);
    },

    /** The one-click unsubscribe: the alert ends for good (already ended or deleted: nothing to do). */
    async unsubscribe(token: string): Promise<void> {
      const alertId = links.alertOfUnsubscribeToken(token);
      if (!alertId) throw new AppError('UNSUBSCRIBE_INVALID', 'This unsubscribe link is not valid.', 400);
      await repository.end(alertId, 'unsubscribed');
    },
  };
};

export type AlertsService = ReturnType<typeof createAlertsService>;
