import type { Transaction } from 'sequelize';
import type { NavigationEntry } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';
import type { RemoteModule, StoredRelease } from './remoteModule.model';

/** One release of a module: where its manifest is, its version, and what it declared about itself. */
export interface RemoteRelease {
  manifestUrl: string;
  version: string;
  routes: string[];
  platform?: string;
  area?: string;
  navigation?: NavigationEntry[];
}

export interface RemoteRow extends RemoteRelease {
  name: string;
}

/** A registry row: the release in force, and the one it replaced (null when there is none). */
export interface RegisteredRemote extends RemoteRow {
  previous: RemoteRelease | null;
}

export type RollbackOutcome =
  { status: 'unknown' } | { status: 'no-previous' } | { status: 'rolled-back'; from: RemoteRelease; to: RemoteRelease };

const releaseOf = (stored: StoredRelease): RemoteRelease => ({
  manifestUrl: stored.manifestUrl,
  version: stored.version,
  routes: stored.routes,
  ...(stored.platform ? { platform: stored.platform } : {}),
  ...(stored.area ? { area: stored.area } : {}),
  ...(stored.navigation ? { navigation: stored.navigation } : {}),
});

const stored = (release: RemoteRelease): StoredRelease => ({
  manifestUrl: release.manifestUrl,
  version: release.version,
  routes: [...release.routes],
  platform: release.platform ?? null,
  area: release.area ?? null,
  navigation: release.navigation ?? null,
});

const rowOf = (row: RemoteModule): RegisteredRemote => ({
  name: row.name,
  ...releaseOf(row),
  previous: row.previousRelease ? releaseOf(row.previousRelease) : null,
});

const sameRelease = (a: RemoteRelease, b: RemoteRelease) => a.manifestUrl === b.manifestUrl && a.version === b.version;

export const createRemotesRepository = ({ RemoteModule }: Pick<Models, 'RemoteModule'>) => ({
  async list(): Promise<RegisteredRemote[]> {
    const rows = await RemoteModule.findAll({
      order: [
        ['createdAt', 'ASC'],
        ['name', 'ASC'],
      ],
    });
    return rows.map(rowOf);
  },

  async find(name: string): Promise<RegisteredRemote | null> {
    const row = await RemoteModule.findByPk(name);
    return row && rowOf(row);
  },

  /** Seeds use this: a release registered since (remote:register) is never rolled back. */
  async insertIfMissing({ name, ...release }: RemoteRow): Promise<boolean> {
    const [, created] = await RemoteModule.findOrCreate({ where: { name }, defaults: { name, ...stored(release) } });
    return created;
  },

  /**
   * A row written before releases carried a descriptor, still pointing at this build: give it the
   * build's descriptor. A row with one, or pointing elsewhere, is left as it is.
   */
  async fillMissingDescriptor({ name, ...release }: RemoteRow): Promise<boolean> {
    const [count] = await RemoteModule.update(stored(release), {
      where: { name, manifestUrl: release.manifestUrl, navigation: null },
    });
    return count > 0;
  },

  /**
   * Puts a new release in force and keeps the one it replaces as its previous release. Registering the
   * release already in force again only refreshes its descriptor (the previous one is kept).
   */
  async register({ name, ...release }: RemoteRow, transaction?: Transaction): Promise<void> {
    const row = await RemoteModule.findByPk(name, { transaction, lock: transaction?.LOCK.UPDATE });
    if (!row) {
      await RemoteModule.create({ name, ...stored(release) }, { transaction });
      return;
    }
    const current = releaseOf(row);
    await row.update(
      { ...stored(release), ...(sameRelease(current, release) ? {} : { previousRelease: stored(current) }) },
      { transaction },
    );
  },

  /** Swaps the release in force with the previous one: a second rollback brings the newer one back. */
  async rollback(name: string, transaction: Transaction): Promise<RollbackOutcome> {
    const row = await RemoteModule.findByPk(name, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) return { status: 'unknown' };
    if (!row.previousRelease) return { status: 'no-previous' };
    const from = releaseOf(row);
    const to = releaseOf(row.previousRelease);
    await row.update({ ...stored(to), previousRelease: stored(from) }, { transaction });
    return { status: 'rolled-back', from, to };
  },
});

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
