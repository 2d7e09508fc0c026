import type { Sequelize, Transaction } from 'sequelize';
import type { Models } from '../../db/models';

/** pg_advisory_xact_lock(namespace, hashtext(key)): one writer per setting at a time. */
const SETTING_LOCK_NAMESPACE = 727_301;

export const createSystemRepository = (sequelize: Sequelize, { Setting }: Pick<Models, 'Setting'>) => ({
  async ping(): Promise<void> {
    await sequelize.query('SELECT 1');
  },

  async getSetting(key: string, transaction?: Transaction): Promise<unknown> {
    return (await Setting.findByPk(key, { transaction }))?.value;
  },

  /** Held until `transaction` ends: what a writer reads before writing (for the audit log) is what it replaces. */
  async lockSetting(key: string, transaction: Transaction): Promise<void> {
    await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
      bind: [SETTING_LOCK_NAMESPACE, key],
      transaction,
    });
  },

  async setSetting(key: string, value: unknown, transaction: Transaction): Promise<void> {
    await Setting.upsert({ key, value }, { transaction });
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
