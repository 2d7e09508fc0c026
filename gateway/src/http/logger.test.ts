import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createHttpLogger, createLogger } from './logger';

// One line per request, naming what happened and never what the client sent in its headers.
const logged = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', destination) };
};

const appWith = (logger: ReturnType<typeof createLogger>) =>
  express()
    .use(createHttpLogger(logger))
    .get('/api/trips', (req, res) => {
      req.log.info('reading trips');
      res.json({ trips: [] });
    })
    .get('/api/broken', (_req, res) => {
      res.status(500).json({ error: 'INTERNAL' });
    });

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the request log', () => {
  test('when a request is answered, then one line names its id, method, URL, status and time, and no cookie or authorization', async () => {
    const { lines, logger } = logged();

    const res = await request(appWith(logger))
      .get('/api/trips?page=2')
      .set('X-Request-Id', 'trip-42')
      .set('Cookie', 'portal.sid=s%3Asecret')
      .set('Authorization', 'Bearer token-xyz');
    await settled();

    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(res.headers['x-request-id']).toBe('trip-42');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      level: 30,
      req: { id: 'trip-42', method: 'GET', url: '/api/trips?page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof completed[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret|token-xyz/);
  });

  test("when a handler logs, then its line carries the request's id", async () => {
    const { lines, logger } = logged();

    await request(appWith(logger)).get('/api/trips').set('X-Request-Id', 'trip-43');
    await settled();

    expect(lines.find((line) => line.msg === 'reading trips')).toMatchObject({ req: { id: 'trip-43' } });
  });

  test('when the answer is a server error, then its line is an error', async () => {
    const { lines, logger } = logged();

    await request(appWith(logger)).get('/api/broken');
    await settled();

    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      level: 50,
      res: { statusCode: 500 },
    });
  });
});

describe("a request's own logger", () => {
  test('is made once per request, and only for requests the request log saw (the error handler falls back to the app logger)', async () => {
    const { logger } = logged();
    let unlogged: unknown = 'not read';
    let sameEachRead = false;
    const app = express()
      .get('/unlogged', (req, res) => {
        unlogged = req.log;
        res.end();
      })
      .use(createHttpLogger(logger))
      .get('/logged', (req, res) => {
        sameEachRead = req.log === req.log;
        res.end();
      });

    await request(app).get('/unlogged');
    await request(app).get('/logged');

    expect(unlogged).toBeUndefined();
    expect(sameEachRead).toBe(true);
  });
});
