import express from 'express';
import request from 'supertest';
import { responseCompression } from './compression';
import { prepareJson, sendPreparedJson } from './preparedJson';

const value = { trips: Array.from({ length: 80 }, (_, i) => ({ i, route: 'JFK → LHR', note: 'ünïcödé ✈' })) };
const prepared = prepareJson(value);
const app = express()
  .use(responseCompression())
  .get('/prepared', (_req, res) => sendPreparedJson(res, prepared, 'no-store'))
  .get('/json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(value);
  });

describe('a prepared JSON answer', () => {
  test('when asked, then it is what res.json sends: the same bytes, type, length and cache rule, with its validator', async () => {
    const [ours, express5] = await Promise.all([
      request(app).get('/prepared').unset('Accept-Encoding'),
      request(app).get('/json').unset('Accept-Encoding'),
    ]);

    expect(ours.status).toBe(200);
    expect(ours.text).toBe(express5.text);
    expect(ours.body).toEqual(value);
    for (const header of ['content-type', 'content-length', 'cache-control', 'vary'])
      expect([header, ours.headers[header]]).toEqual([header, express5.headers[header]]);
    expect(ours.headers.etag).toBe(prepared.etag);
  });

  test('when the client holds the same answer (If-None-Match), then 304 with no body and no type, as Express answers', async () => {
    const res = await request(app).get('/prepared').set('If-None-Match', prepared.etag);

    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers.etag).toBe(prepared.etag);
  });

  test('when the client holds another answer, or asks past its cache (no-cache), then the full answer', async () => {
    const other = await request(app).get('/prepared').set('If-None-Match', 'W/"something-else"');
    const pastCache = await request(app)
      .get('/prepared')
      .set('If-None-Match', prepared.etag)
      .set('Cache-Control', 'no-cache');

    for (const res of [other, pastCache]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(value);
    }
  });

  test('when asked with HEAD, then the headers of the answer without its body', async () => {
    const res = await request(app).head('/prepared').unset('Accept-Encoding');

    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(prepared.body.length));
    expect(res.text).toBeUndefined();
  });

  test('when the client accepts gzip, then it gets the same JSON gzipped', async () => {
    const res = await request(app).get('/prepared').set('Accept-Encoding', 'gzip');

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toEqual(value);
  });
});
