import type { Transaction } from 'sequelize';
import type { Health, SystemMode } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import type { SystemRepository } from './system.repository';

const HEALTH_TIMEOUT_MS = 2000;
const LIVE_MODE_SETTING = 'enableLiveMode';
/**
 * How long one instance answers the mode from memory. A switch made through this instance is seen
 * by its next request; one made through another replica within this long at most.
 */
export const MODE_CACHE_MS = 1000;

const modeOf = (isLiveMode: boolean): SystemMode => ({ isLiveMode, mode: isLiveMode ? 'live' : 'test' });

const withTimeout = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const createSystemService = (system: SystemRepository, logger: Logger, modeCacheMs = MODE_CACHE_MS) => {
  let known: { mode: Promise<SystemMode>; at: number } | undefined;
  return {
    async health(): Promise<Health> {
      try {
        await withTimeout(system.ping(), HEALTH_TIMEOUT_MS);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        logger.warn({ err: error }, 'health check: database unreachable');
        return { status: 'degraded', database: 'down' };
      }
    },

    /**
     * Test mode unless an admin switched live mode on, read at most once per modeCacheMs by this
     * instance (one read at a time); test mode, not remembered, whenever the setting cannot be read.
     */
    mode(): Promise<SystemMode> {
      const now = Date.now();
      if (known && now - known.at < modeCacheMs) return known.mode;
      const entry: NonNullable<typeof known> = {
        at: now,
        mode: system.getSetting(LIVE_MODE_SETTING).then(
          (value) => modeOf(value === true),
          (error: unknown) => {
            logger.warn({ err: error }, 'could not read the mode; assuming test mode');
            if (known === entry) known = undefined;
            return modeOf(false);
          },
        ),
      };
      known = entry;
      return entry.mode;
    },

    /**
     * The one writer of the mode. Inside the caller's transaction (which also writes the audit
     * row), under the setting's lock; answers the mode before and after. This instance forgets the
     * mode it remembered once the transaction commits, so its next request follows the switch.
     */
    async setLiveMode(
      isLiveMode: boolean,
      transaction: Transaction,
    ): Promise<{ before: SystemMode; after: SystemMode }> {
      await system.lockSetting(LIVE_MODE_SETTING, transaction);
      const before = modeOf((await system.getSetting(LIVE_MODE_SETTING, transaction)) === true);
      await system.setSetting(LIVE_MODE_SETTING, isLiveMode, transaction);
      logger.info({ from: before.mode, to: modeOf(isLiveMode).mode }, 'booking mode set');
      transaction.afterCommit(() => {
        known = undefined;
      });
      return { before, after: modeOf(isLiveMode) };
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
