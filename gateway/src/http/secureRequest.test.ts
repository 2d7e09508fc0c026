import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { requestIsSecure } from './secureRequest';

/** Each request's verdict beside Express's own `req.secure`, over one kept-alive connection. */
const serverTrusting = async (trust: unknown) => {
  const app = express().set('trust proxy', trust);
  app.get('/', (req, res) => {
    res.json({ ours: requestIsSecure(req), express: req.secure });
  });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (headers: Record<string, string>) =>
    new Promise<{ ours: boolean; express: boolean }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: '/', agent, headers }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(body) as { ours: boolean; express: boolean }));
        })
        .on('error', reject);
    });
  const close = () => {
    agent.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { ask, close };
};

test.each([
  ['a trusted proxy', 'loopback'],
  ['no trusted proxy', false],
  ['a proxy trusted by hop count', 1],
])(
  'when requests come one after another on one connection from %s, then each is secure exactly when Express says so',
  async (_story, trust) => {
    const { ask, close } = await serverTrusting(trust);
    try {
      const asked: Record<string, string>[] = [
        { 'X-Forwarded-Proto': 'https' },
        {},
        { 'X-Forwarded-Proto': 'http' },
        { 'X-Forwarded-Proto': ' https , http' },
        { 'X-Forwarded-Proto': 'HTTPS' },
      ];
      for (const headers of asked) {
        const { ours, express: expected } = await ask(headers);
        expect({ headers, secure: ours }).toEqual({ headers, secure: expected });
      }
    } finally {
      await close();
    }
  },
);
