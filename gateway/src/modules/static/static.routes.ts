import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { PORTAL_MODULES, remoteBasePath } from '@portal/platform/federation/modules';
import { setCacheHeaders } from './cacheHeaders';
import { isKnownPage, mayBePage } from './pagePaths';

const BRAND_ASSETS = path.resolve(__dirname, '../../../assets/brand-assets');

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto">
<h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.</p>
</body></html>`;

const INDEX = 'index.html';

const files = (root: string) =>
  express.static(root, { index: false, cacheControl: false, setHeaders: setCacheHeaders });

/**
 * A GET for a page gets the shell, so deep links such as /flight/abc reload: a request that
 * prefers HTML over JSON (browsers, and curl's any-type Accept too) for one of the modules'
 * routes, or a browser's navigation to another path (the shell shows its not-found page). Other
 * paths (/wp-admin from a scanner, /foo.php, /.git/config) fall through to the JSON 404.
 */
const spaFallback =
  (hostDist: string): RequestHandler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.accepts(['html', 'json']) !== 'html' || !(isKnownPage(req.path) || mayBePage(req.path, req.get('Accept'))))
      return next();
    fs.access(path.join(hostDist, INDEX), (missing) => {
      if (missing) {
        res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT);
        return;
      }
      // A name relative to root: send refuses dotted segments only in that name, so a checkout
      // under a dotted folder (~/.local/src/portal) still serves its shell.
      res.sendFile(
        INDEX,
        { root: hostDist, cacheControl: false, headers: { 'Cache-Control': 'no-cache' } },
        (error) => error && next(error),
      );
    });
  };

/** The built shell at /, each remote's build under its base path, the brand logos. */
export const createStaticRouter = (staticRoot: string) => {
  const router = Router();
  router.use('/brand-assets', express.static(BRAND_ASSETS, { index: false, maxAge: '1d' }));
  for (const { folder } of PORTAL_MODULES) {
    router.use(remoteBasePath(folder), files(path.join(staticRoot, folder, 'dist')));
  }
  const hostDist = path.join(staticRoot, 'host', 'dist');
  router.use(files(hostDist));
  router.use(spaFallback(hostDist));
  return router;
};
