import express from 'express';
import request from 'supertest';
import { responseCompression } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'a flight and its fare' })) };
const app = express()
  .use(responseCompression())
  .get('/big', (_req, res) => {
    res.json(big);
  });

test('a client that accepts gzip gets the answer gzipped, with Vary: Accept-Encoding', async () => {
  const res = await request(app).get('/big').set('Accept-Encoding', 'gzip'); // supertest inflates the body itself

  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers.vary).toMatch(/Accept-Encoding/);
  expect(res.body).toEqual(big);
});

test('a client that names no encoding gets the plain answer, still with Vary: Accept-Encoding for caches', async () => {
  const res = await request(app).get('/big').unset('Accept-Encoding');

  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers.vary).toMatch(/Accept-Encoding/);
  expect(res.body).toEqual(big);
});
