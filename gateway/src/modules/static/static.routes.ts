import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { PORTAL_MODULES, remoteBasePath } from '@portal/platform/federation/modules';
import { setCacheHeaders } from './cacheHeaders';

const BRAND_ASSETS = path.resolve(__dirname, '../../../assets/brand-assets');
/** Paths that are never the shell's client-side routes. */
const NOT_SPA = /^\/(api|remotes|brand-assets|sandbox)(\/|$)/;

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto">
<h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.</p>
</body></html>`;

const files = (root: string) => express.static(root, { index: false, cacheControl: false, setHeaders: setCacheHeaders });

/**
 * Any GET for a page gets the shell, so deep links such as /flight/abc reload. "A page" is a
 * request that prefers HTML over JSON (browsers, and curl's any-type Accept too); asset paths with a file
 * extension that were not found stay 404.
 */
const spaFallback = (indexFile: string): RequestHandler => (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  if (NOT_SPA.test(req.path) || /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|txt)$/i.test(req.path) || req.accepts(['html', 'json']) !== 'html') return next();
  fs.access(indexFile, (missing) => {
    if (missing) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, (error) => error && next(error));
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
  router.use(spaFallback(path.join(hostDist, 'index.html')));
  return router;
};
