import { createRequire } from 'node:module';

// The yardsticks beside the gateway's figures, each run in its own process (as the gateway is)
// so that the load generator does not share its event loop. Express and compression are loaded
// as the gateway loads them: the root node_modules holds Express 4 (for webpack-dev-server),
// the gateway's own folder Express 5.
const gatewayRequire = createRequire(new URL('../../gateway/src/app.ts', import.meta.url));
const express = gatewayRequire('express');

/**
 * `hello` (the default): Express 5 with one route and no middleware.
 * `json`: Express 5 with `compression` (its default options) sending, on every request, the
 * JSON body the parent sends over IPC ({ json }) from memory: the gateway's work minus the portal.
 */
const mode = process.argv[2] ?? 'hello';

const helloWorld = () =>
  express().get('/', (_req, res) => {
    res.send('Hello World!');
  });

const jsonFromMemory = (body) =>
  express()
    .use(gatewayRequire('compression')())
    .get('/', (_req, res) => {
      res.type('application/json').send(body);
    });

const listen = (app) => {
  const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
};

if (mode === 'hello') listen(helloWorld());
else if (mode === 'json') process.once('message', ({ json }) => listen(jsonFromMemory(Buffer.from(json, 'utf8'))));
else throw new Error(`unknown floor ${mode}: use hello or json`);
