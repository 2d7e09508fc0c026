import type { Transaction } from 'sequelize';
import type {
  AdminBooking,
  AdminBookings,
  AdminRemote,
  AdminSettings,
  AuditPage,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import { fromMinor } from '../../providers/money';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingOverview } from '../bookings/recentBookings';
import { UNFINISHED, type BookingStatus } from '../bookings/bookingTypes';
import type { RemotesService } from '../remotes/remotes.service';
import { rollBackRemote } from '../remotes/rollback';
import type { SystemService } from '../system/system.service';
import type { AuditRepository } from './audit.repository';

export type RunInTransaction = <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;

export interface AdminServiceDeps {
  system: Pick<SystemService, 'mode' | 'setLiveMode'>;
  audit: AuditRepository;
  remotes: Pick<RemotesService, 'getRegistry' | 'previousVersions' | 'rollback'>;
  /** Module names whose manifest address comes from REMOTE_<NAME>_URL. */
  remoteOverrides: Record<string, string>;
  inTransaction: RunInTransaction;
  /** Which live credentials the gateway was started with (never the values). */
  live: { duffelToken: boolean; stripeKey: boolean };
  /** NODE_ENV */
  deployment: string;
  /** SANDBOX_CONTROLS=on: the clock and fault controls exist, so live mode is refused. */
  sandboxControls?: boolean;
  bookings: Pick<BookingsRepository, 'recent'>;
  now?: () => Date;
}

/** An unfinished booking unchanged for this long is stuck: the resumer has not moved it on. */
export const STUCK_AFTER_MS = 10 * 60_000;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;

/**
 * The operations view's row. The reason is the failure message the traveller was given, else the
 * latest step's own reason or code (event details hold ids, codes and amounts, never card data).
 */
const overviewOf = (booking: BookingOverview, now: Date): AdminBooking => {
  const stuck = UNFINISHED.includes(booking.status) && now.getTime() - booking.updatedAt.getTime() > STUCK_AFTER_MS;
  const reason =
    textOf(booking.failureMessage) ??
    textOf(booking.detail?.reason) ??
    textOf(booking.detail?.code) ??
    (stuck ? 'No progress for over 10 minutes' : null);
  return {
    id: booking.id,
    reference: booking.bookingReference,
    status: booking.status,
    step: booking.step,
    outcome: booking.outcome,
    reason,
    user: booking.username,
    totalAmount:
      booking.sellingTotalMinor !== null && booking.currency
        ? fromMinor(booking.sellingTotalMinor, booking.currency)
        : null,
    totalCurrency: booking.currency,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    stuck,
  };
};

export const SANDBOX_CONTROLS_BLOCK_LIVE =
  'Live mode cannot be switched on while the sandbox controls are on (SANDBOX_CONTROLS=on): they move the clock and inject faults. Restart the gateway with SANDBOX_CONTROLS=off first.';

/** Live mode sends real bookings and real payments: without both live credentials it is refused. */
const missingLiveCredentials = (live: AdminServiceDeps['live']): string[] => [
  ...(live.duffelToken ? [] : ['the Duffel live token (DUFFEL_LIVE_TOKEN)']),
  ...(live.stripeKey ? [] : ['the Stripe live key (STRIPE_LIVE_KEY)']),
];

export const createAdminService = ({
  system,
  audit,
  remotes,
  remoteOverrides,
  inTransaction,
  live,
  deployment,
  sandboxControls = false,
  bookings,
  now = () => new Date(),
}: AdminServiceDeps) => {
  const settings = async (): Promise<AdminSettings> => {
    const { isLiveMode, mode } = await system.mode();
    return {
      enableLiveMode: isLiveMode,
      duffelApiConfigured: live.duffelToken,
      stripeConfigured: live.stripeKey,
      environment: mode,
      deployment,
    };
  };

  const listRemotes = async (): Promise<AdminRemote[]> => {
    const [registry, previous] = await Promise.all([remotes.getRegistry(), remotes.previousVersions()]);
    return Object.entries(registry).map(([name, entry]) => ({
      name,
      version: entry.version,
      manifestUrl: entry.manifestUrl,
      routes: entry.routes,
      overridden: Object.hasOwn(remoteOverrides, name),
      previousVersion: previous[name] ?? null,
      platform: entry.platform ?? null,
    }));
  };

  return {
    settings,

    /** The mode switch: written with its audit row in one transaction; the next request uses it. */
    async setLiveMode(actor: string, enableLiveMode: boolean): Promise<AdminSettings> {
      if (enableLiveMode && sandboxControls)
        throw new AppError('SANDBOX_CONTROLS_ON', SANDBOX_CONTROLS_BLOCK_LIVE, 409);
      const missing = missingLiveCredentials(live);
      if (enableLiveMode && missing.length) {
        throw new AppError(
          'LIVE_NOT_CONFIGURED',
          `Live mode needs live credentials: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not configured. The sandbox serves test mode only.`,
          409,
        );
      }
      await inTransaction(async (transaction) => {
        const { before, after } = await system.setLiveMode(enableLiveMode, transaction);
        // Saving the mode it already was is not a change: nothing to tell the operations view.
        if (before.mode !== after.mode)
          await audit.record({ actor, action: 'mode.change', target: 'mode', before, after }, transaction);
      });
      return settings();
    },

    auditPage: async (query: { page: number; limit: number }): Promise<AuditPage> => ({
      ...(await audit.page(query)),
      ...query,
    }),

    /** Every user's recent bookings with their saga step; failed and stuck ones with their reason. */
    async bookings(query: { limit: number; status?: BookingStatus }): Promise<AdminBookings> {
      const recent = await bookings.recent(query);
      const at = now();
      return { bookings: recent.bookings.map((booking) => overviewOf(booking, at)), total: recent.total };
    },

    /** The registry as the shell reads it (overrides applied), for the operations view. */
    remotes: listRemotes,

    /** One-step rollback to the module's previous release, audited; answers the module's new row. */
    async rollbackRemote(actor: string, name: string): Promise<AdminRemote> {
      await rollBackRemote({ remotes, audit, inTransaction }, name, actor);
      const row = (await listRemotes()).find((remote) => remote.name === name);
      if (!row) throw new AppError('REMOTE_NOT_FOUND', `No module named ${name} is registered.`, 404);
      return row;
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
