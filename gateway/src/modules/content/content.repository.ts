import { Op, type Sequelize, type Transaction } from 'sequelize';
import type { Models } from '../../db/models';
import type { RevisionStatus } from './contentRevision.model';

export interface RevisionRecord {
  id: string;
  brandKey: string;
  slug: string;
  version: number;
  title: string;
  body: string;
  status: RevisionStatus;
  author: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

export type RevisionMeta = Omit<RevisionRecord, 'body'>;

type NewRevision = Pick<RevisionRecord, 'version' | 'title' | 'body' | 'status' | 'author'> & {
  publishedAt?: Date | null;
};
type RevisionPatch = Partial<
  Pick<RevisionRecord, 'version' | 'title' | 'body' | 'status' | 'author' | 'createdAt' | 'publishedAt'>
>;

/** Two-key advisory locks live apart from the one-key start-up lock (db/prepare.ts). */
const PAGE_LOCK_NAMESPACE = 727_102;

export const createContentRepository = ({ ContentRevision }: Pick<Models, 'ContentRevision'>) => {
  const sequelize = ContentRevision.sequelize as Sequelize;

  const plain = (row: InstanceType<typeof ContentRevision> | null): RevisionRecord | null => {
    if (!row) return null;
    const { id, brandKey, slug, version, title, body, status, author, createdAt, publishedAt } = row;
    return { id, brandKey, slug, version, title, body, status, author, createdAt, publishedAt };
  };

  const findOne = async (where: Record<string, unknown>, transaction?: Transaction) =>
    plain(await ContentRevision.findOne({ where, transaction, order: [['version', 'DESC']] }));

  /** What one locked transaction on one (brand, page) can do. */
  const pageOperations = (brandKey: string, slug: string, transaction: Transaction) => ({
    published: () => findOne({ brandKey, slug, status: 'published' }, transaction),
    draft: () => findOne({ brandKey, slug, status: 'draft' }, transaction),
    version: (version: number) => findOne({ brandKey, slug, version }, transaction),
    newestVersion: async () =>
      ((await ContentRevision.max('version', { where: { brandKey, slug }, transaction })) as number | null) ?? 0,
    insert: async (revision: NewRevision) =>
      plain(
        await ContentRevision.create({ brandKey, slug, publishedAt: null, ...revision }, { transaction }),
      ) as RevisionRecord,
    update: async (id: string, patch: RevisionPatch) => {
      await ContentRevision.update(patch, { where: { id }, transaction });
      return plain(await ContentRevision.findByPk(id, { transaction })) as RevisionRecord;
    },
  });

  return {
    findPublished: (brandKey: string, slug: string) => findOne({ brandKey, slug, status: 'published' }),

    /** Every revision of one brand's page, newest first. */
    listRevisions: async (brandKey: string, slug: string): Promise<RevisionRecord[]> =>
      (await ContentRevision.findAll({ where: { brandKey, slug }, order: [['version', 'DESC']] })).map(
        (row) => plain(row) as RevisionRecord,
      ),

    /** The published revisions and drafts of these brands, without their bodies. */
    listCurrent: async (brandKeys: string[]): Promise<RevisionMeta[]> =>
      (
        await ContentRevision.findAll({
          where: { brandKey: { [Op.in]: brandKeys }, status: { [Op.in]: ['published', 'draft'] } },
          attributes: { exclude: ['body'] },
          order: [['slug', 'ASC']],
        })
      ).map(({ id, brandKey, slug, version, title, status, author, createdAt, publishedAt }) => ({
        id,
        brandKey,
        slug,
        version,
        title,
        status,
        author,
        createdAt,
        publishedAt,
      })),

    /**
     * Runs `work` in one transaction holding a lock on (brand, page), so two editors saving or
     * publishing the same page at once take turns, on any gateway instance.
     */
    withPage: <T>(
      brandKey: string,
      slug: string,
      work: (page: ReturnType<typeof pageOperations>) => Promise<T>,
    ): Promise<T> =>
      sequelize.transaction(async (transaction) => {
        await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
          bind: [PAGE_LOCK_NAMESPACE, `${brandKey}/${slug}`],
          transaction,
        });
        return work(pageOperations(brandKey, slug, transaction));
      }),

    /** Seeds: version 1, published, unless the page has any revision for this brand. */
    insertIfMissing: async (
      brandKey: string,
      page: { slug: string; title: string; body: string },
    ): Promise<boolean> => {
      if ((await ContentRevision.count({ where: { brandKey, slug: page.slug } })) > 0) return false;
      await ContentRevision.create({
        brandKey,
        ...page,
        version: 1,
        status: 'published',
        author: null,
        publishedAt: new Date(),
      });
      return true;
    },
  };
};

export type ContentRepository = ReturnType<typeof createContentRepository>;
export type PageOperations = Parameters<Parameters<ContentRepository['withPage']>[2]>[0];
