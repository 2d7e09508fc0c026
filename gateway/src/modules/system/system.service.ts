import type { Transaction } from 'sequelize';
import type { Health, SystemMode } from '@portal/platform/contracts';
import type { Logger } from '../../http/logger';
import type { SystemRepository } from './system.repository';

const HEALTH_TIMEOUT_MS = 2000;
const LIVE_MODE_SETTING = 'enableLiveMode';

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

export const createSystemService = (system: SystemRepository, logger: Logger) => ({
  async health(): Promise<Health> {
    try {
      await withTimeout(system.ping(), HEALTH_TIMEOUT_MS);
      return { status: 'ok', database: 'up' };
    } catch (error) {
      logger.warn({ err: error }, 'health check: database unreachable');
      return { status: 'degraded', database: 'down' };
    }
  },

  /** Test mode unless an admin switched live mode on; test whenever the setting cannot be read. */
  async mode(): Promise<SystemMode> {
    try {
      return modeOf((await system.getSetting(LIVE_MODE_SETTING)) === true);
    } catch (error) {
      logger.warn({ err: error }, 'could not read the mode; assuming test mode');
      return modeOf(false);
    }
  },

  /**
   * The one writer of the mode. Inside the caller's transaction (which also writes the audit
   * row), under the setting's lock; answers the mode before and after. Every request reads the
   * mode afresh (mode() above), so the providers follow the switch without a restart.
   */
  async setLiveMode(isLiveMode: boolean, transaction: Transaction): Promise<{ before: SystemMode; after: SystemMode }> {
    await system.lockSetting(LIVE_MODE_SETTING, transaction);
    const before = modeOf((await system.getSetting(LIVE_MODE_SETTING, transaction)) === true);
    await system.setSetting(LIVE_MODE_SETTING, isLiveMode, transaction);
    logger.info({ from: before.mode, to: modeOf(isLiveMode).mode }, 'booking mode set');
    return { before, after: modeOf(isLiveMode) };
  },
});

export type SystemService = ReturnType<typeof createSystemService>;
