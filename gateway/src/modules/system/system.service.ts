import type { Health, SystemMode } from '@portal/platform/contracts';
import type { Logger } from '../../http/logger';
import type { SystemRepository } from './system.repository';

const HEALTH_TIMEOUT_MS = 2000;

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
      const isLiveMode = (await system.getSetting('enableLiveMode')) === true;
      return { isLiveMode, mode: isLiveMode ? 'live' : 'test' };
    } catch (error) {
      logger.warn({ err: error }, 'could not read the mode; assuming test mode');
      return { isLiveMode: false, mode: 'test' };
    }
  },
});

export type SystemService = ReturnType<typeof createSystemService>;
