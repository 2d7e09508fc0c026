import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';

// A throw-away database on the test PostgreSQL that gateway/test/globalSetup.mjs starts (the
// same way gateway/test/testApp.ts makes one, without migrating the gateway's schema: the
// sandbox's store creates its own table).

interface ServerInfo {
  host: string;
  port: number;
  user: string;
  password: string;
}

const serverInfo = (): ServerInfo => {
  const file = process.env.PORTAL_TEST_PG_FILE;
  if (!file)
    throw new Error('PORTAL_TEST_PG_FILE is unset: run the gateway tests with `npx jest --selectProjects gateway`');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ServerInfo;
};

const urlFor = ({ host, port, user, password }: ServerInfo, database: string) =>
  `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`;

const onAdminDatabase = async (sql: string): Promise<void> => {
  const client = new Client({ connectionString: urlFor(serverInfo(), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export const createTestDatabase = async (): Promise<{ url: string; drop(): Promise<void> }> => {
  const name = `t_duffel_${randomBytes(5).toString('hex')}`;
  await onAdminDatabase(`CREATE DATABASE ${name}`);
  return {
    url: urlFor(serverInfo(), name),
    drop: () => onAdminDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};
