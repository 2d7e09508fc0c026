import { remoteEntrySchema, remoteNameSchema, type RemoteRegistry } from '@portal/platform-common/contracts';
import type { Logger } from '../../http/logger';
import { originOf } from '../../http/security';
import type { RemotesRepository } from './remotes.repository';

export const createRemotesService = (remotes: RemotesRepository, overrides: Record<string, string>, logger: Logger) => {
  /**
   * name -> entry (with what the release declared: platform range, area, navigation), with
   * REMOTE_<NAME>_URL applied; a malformed row is left out, not fatal.
   */
  const getRegistry = async (): Promise<RemoteRegistry> => {
    const registry: RemoteRegistry = {};
    for (const { name, previous: _previous, ...row } of await remotes.list()) {
      const entry = remoteEntrySchema.safeParse({ ...row, manifestUrl: overrides[name] ?? row.manifestUrl });
      if (entry.success && remoteNameSchema.safeParse(name).success) registry[name] = entry.data;
      else logger.warn({ name }, 'skipping a malformed remote registry row');
    }
    return registry;
  };

  /** Distinct origins of the absolute manifest URLs, for the Content-Security-Policy. */
  const getOrigins = async (): Promise<string[]> => {
    const origins: string[] = [];
    for (const [name, { manifestUrl }] of Object.entries(await getRegistry())) {
      const origin = originOf(manifestUrl);
      if (origin) origins.push(origin);
      else if (!manifestUrl.startsWith('/'))
        logger.warn(
          { name, manifestUrl },
          "a remote's manifest address has no clean origin; its scripts stay outside the CSP",
        );
    }
    return [...new Set(origins)];
  };

  /** name -> the version of the release a rollback would restore (null: none kept). */
  const previousVersions = async (): Promise<Record<string, string | null>> =>
    Object.fromEntries((await remotes.list()).map(({ name, previous }) => [name, previous?.version ?? null]));

  return { getRegistry, getOrigins, previousVersions, rollback: remotes.rollback };
};

export type RemotesService = ReturnType<typeof createRemotesService>;
