import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.createTable(
      'content_revisions',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        // A brand's own pages go with the brand; its key may be renamed by an admin.
        brand_key: {
          type: DataTypes.TEXT,
          allowNull: false,
          references: { model: 'brands', key: 'key' },
          onUpdate: 'CASCADE',
          onDelete: 'CASCADE',
        },
        slug: { type: DataTypes.TEXT, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.TEXT, allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.TEXT, allowNull: false },
        author: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        published_at: { type: DataTypes.DATE, allowNull: true },
      },
      { transaction },
    );
    await qi.sequelize.query(
      `
      ALTER TABLE content_revisions ADD CONSTRAINT content_revisions_status CHECK (status IN ('draft', 'published', 'superseded'));
      ALTER TABLE content_revisions ADD CONSTRAINT content_revisions_version UNIQUE (brand_key, slug, version);
      -- One published page and one draft per brand and page, whatever the application does.
      CREATE UNIQUE INDEX content_revisions_one_published ON content_revisions (brand_key, slug) WHERE status = 'published';
      CREATE UNIQUE INDEX content_revisions_one_draft ON content_revisions (brand_key, slug) WHERE status = 'draft';
    `,
      { transaction },
    );

    await qi.createTable(
      'submissions',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        kind: { type: DataTypes.TEXT, allowNull: false },
        // No foreign key: what a visitor sent is kept even if the brand is later removed.
        brand_key: { type: DataTypes.TEXT, allowNull: false },
        payload: { type: DataTypes.JSONB, allowNull: false },
        email: { type: DataTypes.TEXT, allowNull: false },
        user_id: { type: DataTypes.UUID, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.sequelize.query(
      `
      ALTER TABLE submissions ADD CONSTRAINT submissions_kind CHECK (kind IN ('contact', 'support', 'newsletter'));
      -- GET /api/submissions pages newest first, by kind or across kinds.
      CREATE INDEX submissions_newest ON submissions (created_at DESC, id DESC);
      CREATE INDEX submissions_kind_newest ON submissions (kind, created_at DESC, id DESC);
      -- A newsletter address is subscribed once per brand.
      CREATE UNIQUE INDEX submissions_newsletter_once ON submissions (brand_key, email) WHERE kind = 'newsletter';
    `,
      { transaction },
    );
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  for (const table of ['submissions', 'content_revisions']) await qi.dropTable(table);
};
