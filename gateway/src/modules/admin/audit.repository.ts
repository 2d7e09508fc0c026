import type { Transaction } from 'sequelize';
import type { AuditAction, AuditEntry } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';

export interface NewAuditEntry {
  actor: string;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
}

export const createAuditRepository = ({ AdminAudit }: Pick<Models, 'AdminAudit'>) => ({
  /** Always inside the transaction of the change it describes: both are kept, or neither. */
  async record(entry: NewAuditEntry, transaction: Transaction): Promise<void> {
    await AdminAudit.create({ ...entry, before: entry.before ?? null, after: entry.after ?? null }, { transaction });
  },

  /** Newest first. */
  async page({ page, limit }: { page: number; limit: number }): Promise<{ entries: AuditEntry[]; total: number }> {
    const { rows, count } = await AdminAudit.findAndCountAll({
      order: [
        ['at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
      offset: (page - 1) * limit,
    });
    const entries = rows.map(({ id, actor, action, target, before, after, at }) => ({
      id: Number(id),
      actor,
      action,
      target,
      before: before ?? null,
      after: after ?? null,
      at: at.toISOString(),
    }));
    return { entries, total: count };
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
/** What a module that changes things needs of the audit log. */
export type AuditLog = Pick<AuditRepository, 'record'>;
