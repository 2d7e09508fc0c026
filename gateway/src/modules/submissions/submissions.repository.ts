import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import type { SubmissionKind } from '@portal/platform-common/contracts';
import type { Models } from '../../db/models';

export interface SubmissionRecord {
  id: string;
  kind: SubmissionKind;
  brandKey: string;
  payload: Record<string, unknown>;
  email: string;
  userId: string | null;
  createdAt: Date;
}

export type NewSubmission = Omit<SubmissionRecord, 'id' | 'createdAt'>;

export const createSubmissionsRepository = ({ Submission }: Pick<Models, 'Submission'>) => {
  const sequelize = Submission.sequelize as Sequelize;

  const plain = (row: InstanceType<typeof Submission>): SubmissionRecord => {
    const { id, kind, brandKey, payload, email, userId, createdAt } = row;
    return { id, kind, brandKey, payload, email, userId, createdAt };
  };

  const findSubscription = async (brandKey: string, email: string) =>
    Submission.findOne({ where: { kind: 'newsletter', brandKey, email } });

  return {
    create: async (submission: NewSubmission): Promise<SubmissionRecord> => plain(await Submission.create(submission)),

    /** One row per (brand, address): a repeated signup finds the first one (the unique index settles a race). */
    async subscribe(submission: NewSubmission): Promise<{ submission: SubmissionRecord; created: boolean }> {
      const existing = await findSubscription(submission.brandKey, submission.email);
      if (existing) return { submission: plain(existing), created: false };
      try {
        return { submission: plain(await Submission.create({ ...submission, kind: 'newsletter' })), created: true };
      } catch (error) {
        const winner =
          error instanceof UniqueConstraintError ? await findSubscription(submission.brandKey, submission.email) : null;
        if (!winner) throw error;
        return { submission: plain(winner), created: false };
      }
    },

    /** Newest first; `before` is the id of the last submission already seen. */
    async list({
      kind,
      limit,
      before,
    }: {
      kind?: SubmissionKind;
      limit: number;
      before?: string;
    }): Promise<SubmissionRecord[]> {
      const older = before
        ? sequelize.literal(
            `("Submission"."created_at", "Submission"."id") < (SELECT created_at, id FROM submissions WHERE id = ${sequelize.escape(before)})`,
          )
        : undefined;
      const rows = await Submission.findAll({
        where: { [Op.and]: [...(kind ? [{ kind }] : []), ...(older ? [older] : [])] },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return rows.map(plain);
    },
  };
};

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
