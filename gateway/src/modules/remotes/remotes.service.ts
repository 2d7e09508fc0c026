import { remoteEntrySchema, remoteNameSchema, type RemoteRegistry } from '@portal/platform/contracts';
import type { Logger } from '../../http/logger';
import { originOf } from '../../http/security';
import type { RemotesRepository } from './remotes.repository';

export const createRemotesService = (remotes: RemotesRepository, overrides: Record<string, string>, logger: Logger) => {
  /** name -> entry, with REMOTE_<NAME>_URL applied; a malformed row is left out, not fatal. */
  const getRegistry = async (): Promise<RemoteRegistry> => {
    const registry: RemoteRegistry = {};
    for (const { name, ...row } of await remotes.list()) {
      const entry = remoteEntrySchema.safeParse({ ...row, manifestUrl: overrides[name] ?? row.manifestUrl });
      if (entry.success && remoteNameSchema.safeParse(name).success) registry[name] = entry.data;
      else logger.warn({ name }, 'skipping a malformed remote registry row');
    }
    return registry;
  };

  /** Distinct origins of the absolute manifest URLs, for the Content-Security-Policy. */
  const getOrigins = async (): Promise<string[]> => {
    const urls = Object.values(await getRegistry()).map((entry) => originOf(entry.manifestUrl));
    return [...new Set(urls.filter((origin): origin is string => origin !== undefined))];
  };

  return { getRegistry, getOrigins };
};

export type RemotesService = ReturnType<typeof createRemotesService>;
