import type { Transaction } from 'sequelize';
import type { AdminRemote, AdminSettings, AuditPage } from '@portal/platform/contracts';
import { AppError } from '../../http/errors';
import type { RemotesService } from '../remotes/remotes.service';
import type { SystemService } from '../system/system.service';
import type { AuditRepository } from './audit.repository';

export type RunInTransaction = <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;

export interface AdminServiceDeps {
  system: Pick<SystemService, 'mode' | 'setLiveMode'>;
  audit: AuditRepository;
  remotes: Pick<RemotesService, 'getRegistry'>;
  /** Module names whose manifest address comes from REMOTE_<NAME>_URL. */
  remoteOverrides: Record<string, string>;
  inTransaction: RunInTransaction;
  /** Which live credentials the gateway was started with (never the values). */
  live: { duffelToken: boolean; stripeKey: boolean };
  /** NODE_ENV */
  deployment: string;
}

/** Live mode sends real bookings and real payments: without both live credentials it is refused. */
const missingLiveCredentials = (live: AdminServiceDeps['live']): string[] => [
  ...(live.duffelToken ? [] : ['the Duffel live token (DUFFEL_LIVE_TOKEN)']),
  ...(live.stripeKey ? [] : ['the Stripe live key (STRIPE_LIVE_KEY)']),
];

export const createAdminService = ({ system, audit, remotes, remoteOverrides, inTransaction, live, deployment }: AdminServiceDeps) => {
  const settings = async (): Promise<AdminSettings> => {
    const { isLiveMode, mode } = await system.mode();
    return { enableLiveMode: isLiveMode, duffelApiConfigured: live.duffelToken, stripeConfigured: live.stripeKey, environment: mode, deployment };
  };

  return {
    settings,

    /** The mode switch: written with its audit row in one transaction; the next request uses it. */
    async setLiveMode(actor: string, enableLiveMode: boolean): Promise<AdminSettings> {
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
        if (before.mode !== after.mode) await audit.record({ actor, action: 'mode.change', target: 'mode', before, after }, transaction);
      });
      return settings();
    },

    auditPage: async (query: { page: number; limit: number }): Promise<AuditPage> => ({ ...(await audit.page(query)), ...query }),

    /** The registry as the shell reads it (overrides applied), for the operations view. */
    async remotes(): Promise<AdminRemote[]> {
      const registry = await remotes.getRegistry();
      return Object.entries(registry).map(([name, entry]) => ({
        name,
        version: entry.version,
        manifestUrl: entry.manifestUrl,
        routes: entry.routes,
        overridden: Object.hasOwn(remoteOverrides, name),
      }));
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
