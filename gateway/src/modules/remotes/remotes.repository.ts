import type { Models } from '../../db/models';

export interface RemoteRow {
  name: string;
  manifestUrl: string;
  version: string;
  routes: string[];
}

export const createRemotesRepository = ({ RemoteModule }: Pick<Models, 'RemoteModule'>) => ({
  async list(): Promise<RemoteRow[]> {
    const rows = await RemoteModule.findAll({
      order: [
        ['createdAt', 'ASC'],
        ['name', 'ASC'],
      ],
    });
    return rows.map(({ name, manifestUrl, version, routes }) => ({ name, manifestUrl, version, routes }));
  },

  async find(name: string): Promise<RemoteRow | null> {
    const row = await RemoteModule.findByPk(name);
    return row && { name: row.name, manifestUrl: row.manifestUrl, version: row.version, routes: row.routes };
  },

  /** Seeds use this: a release registered since (remote:register) is never rolled back. */
  async insertIfMissing(remote: RemoteRow): Promise<boolean> {
    const [, created] = await RemoteModule.findOrCreate({ where: { name: remote.name }, defaults: remote });
    return created;
  },

  async upsert(remote: RemoteRow): Promise<void> {
    await RemoteModule.upsert(remote);
  },
});

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
