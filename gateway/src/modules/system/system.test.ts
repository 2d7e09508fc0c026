import net from 'node:net';
import { Pool } from 'pg';
import request from 'supertest';
import { createApp } from '../../app';
import { createProviders } from '../../composition/providers';
import { createSequelize } from '../../db/sequelize';
import { getModels } from '../../db/models';
import { createLogger } from '../../http/logger';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  // This file writes the mode straight into the database, as another replica would: read on every request.
  t = await createTestApp({ SETTINGS_CACHE_MS: '0' });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The same app, wired to a database server that is not there. */
const appWithoutDatabase = async () => {
  const url = `postgres://postgres:none@127.0.0.1:${await closedPort()}/portal`;
  const sequelize = createSequelize(url);
  const sessionPool = new Pool({ connectionString: url });
  const logger = createLogger('silent');
  // Its own providers, closed with it: they start the Duffel sandbox's loopback listener.
  const providers = createProviders({ config: t.config, logger });
  const { app } = createApp({ config: t.config, sequelize, sessionPool, logger, providers });
  return { app, close: async () => Promise.all([sequelize.close(), sessionPool.end(), providers.close()]) };
};

describe('GET /api/health', () => {
  test('when the database answers, then 200 ok / up', async () => {
    const res = await request(t.app).get('/api/health').expect(200);

    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  test('when the database is unreachable, then 503 degraded / down', async () => {
    const down = await appWithoutDatabase();

    const res = await request(down.app).get('/api/health').expect(503);

    expect(res.body).toEqual({ status: 'degraded', database: 'down' });
    await down.close();
  });
});

describe('GET /api/system/mode', () => {
  test('when no admin has switched modes, then test mode', async () => {
    const res = await request(t.app).get('/api/system/mode').expect(200);

    expect(res.body).toEqual({ isLiveMode: false, mode: 'test' });
  });

  test('when enableLiveMode is true, then live mode', async () => {
    const { Setting } = getModels(t.sequelize);
    await Setting.upsert({ key: 'enableLiveMode', value: true });

    const res = await request(t.app).get('/api/system/mode').expect(200);

    expect(res.body).toEqual({ isLiveMode: true, mode: 'live' });
    await Setting.destroy({ where: { key: 'enableLiveMode' } });
  });

  test('when the setting cannot be read, then test mode rather than an error', async () => {
    const down = await appWithoutDatabase();

    const res = await request(down.app).get('/api/system/mode').expect(200);

    expect(res.body).toEqual({ isLiveMode: false, mode: 'test' });
    await down.close();
  });
});
