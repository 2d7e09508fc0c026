import { DataTypes, type QueryInterface } from 'sequelize';
import type { MigrationFn } from 'umzug';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

// PostgreSQL's DDL is transactional: a failed migration leaves nothing half-made.
export const up: MigrationFn<QueryInterface> = async ({ context: qi }) =>
  qi.sequelize.transaction(async (transaction) => {
    await qi.createTable(
      'brands',
      {
        key: { type: DataTypes.TEXT, primaryKey: true },
        name: { type: DataTypes.TEXT, allowNull: false },
        domains: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
        logo: { type: DataTypes.TEXT, allowNull: false },
        theme: { type: DataTypes.JSONB, allowNull: false },
        contact: { type: DataTypes.JSONB, allowNull: false },
        social: { type: DataTypes.JSONB, allowNull: false },
        markup: { type: DataTypes.JSONB, allowNull: false },
        tracking_id: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        ...timestamps,
      },
      { transaction },
    );
    // GET /api/brands/:key also resolves a host name: `domains @> ARRAY[host]`.
    await qi.addIndex('brands', ['domains'], { name: 'brands_domains_gin', using: 'GIN', transaction });

    await qi.createTable(
      'users',
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        username: { type: DataTypes.TEXT, allowNull: false },
        email: { type: DataTypes.TEXT, allowNull: false },
        first_name: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        last_name: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        password_hash: { type: DataTypes.TEXT, allowNull: false },
        roles: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: ['traveller'] },
        ...timestamps,
      },
      { transaction },
    );
    // Unique regardless of case: 'Admin' must not be a second 'admin'.
    await qi.sequelize.query('CREATE UNIQUE INDEX users_username_lower ON users (lower(username))', { transaction });
    await qi.sequelize.query('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))', { transaction });

    await qi.createTable(
      'remote_modules',
      {
        name: { type: DataTypes.TEXT, primaryKey: true },
        manifest_url: { type: DataTypes.TEXT, allowNull: false },
        version: { type: DataTypes.TEXT, allowNull: false },
        routes: { type: DataTypes.JSONB, allowNull: false },
        ...timestamps,
      },
      { transaction },
    );

    await qi.createTable(
      'settings',
      {
        key: { type: DataTypes.TEXT, primaryKey: true },
        value: { type: DataTypes.JSONB, allowNull: false },
      },
      { transaction },
    );

    // connect-pg-simple's own table.sql, so the store never needs createTableIfMissing.
    await qi.sequelize.query(
      `
      CREATE TABLE "session" (
        "sid" varchar NOT NULL COLLATE "default",
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "session_pkey" PRIMARY KEY ("sid") NOT DEFERRABLE INITIALLY IMMEDIATE
      );
      CREATE INDEX "IDX_session_expire" ON "session" ("expire");
    `,
      { transaction },
    );
  });

export const down: MigrationFn<QueryInterface> = async ({ context: qi }) => {
  for (const table of ['session', 'settings', 'remote_modules', 'users', 'brands']) await qi.dropTable(table);
};
