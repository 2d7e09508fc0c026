import type { Sequelize } from 'sequelize';
import type { Models } from '../../db/models';

export const createSystemRepository = (sequelize: Sequelize, { Setting }: Pick<Models, 'Setting'>) => ({
  async ping(): Promise<void> {
    await sequelize.query('SELECT 1');
  },

  async getSetting(key: string): Promise<unknown> {
    return (await Setting.findByPk(key))?.value;
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
