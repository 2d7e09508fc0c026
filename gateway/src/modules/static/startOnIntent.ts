import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { transformSync } from 'esbuild';
import type { StartOnIntent } from './shellDocument';

/** The gateway's own script for its pages painted whole, served at FRAME_ASSETS_PATH. */
const STARTER_SOURCE = path.resolve(__dirname, '../../../assets/frame-assets/start-on-intent.js');
export const FRAME_ASSETS_PATH = '/frame-assets';
const STARTER = 'start-on-intent.js';
/** V8's hint to compile the whole script while it streams in (as every script of the builds has). */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The pages the gateway paints whole, their forms working without a script: their app starts on
 * the visitor's first intent, not with the page. The home page is the one a phone on a slow
 * network opens first; every other page needs the app to show what it is for.
 */
const PAINTED_WHOLE = new Set(['/']);

interface Starter {
  code: string;
  version: string;
}

let starter: Starter | undefined;
/** The starter as it goes out: minified (its comments are for its readers), versioned by its content. */
const builtStarter = (): Starter => {
  if (starter) return starter;
  const { code } = transformSync(readFileSync(STARTER_SOURCE, 'utf8'), { minify: true, target: 'es2020' });
  const served = `${EAGER_COMPILE_HINT}\n${code}`;
  starter = { code: served, version: createHash('sha256').update(served).digest('hex').slice(0, 12) };
  return starter;
};

/** Whether the page at this path is painted whole, its app started on the visitor's intent. */
export const startsOnIntent = (pagePath: string): boolean => PAINTED_WHOLE.has(pagePath.replace(/\/+$/, '') || '/');

/** How the page at this path starts its app: on intent for a page painted whole, else at once (undefined). */
export const startOf = (pagePath: string): StartOnIntent | undefined =>
  startsOnIntent(pagePath) ? { starter: `${FRAME_ASSETS_PATH}/${STARTER}?v=${builtStarter().version}` } : undefined;

/** The starter's route: cached for a year, a new text a new address. */
export const frameAssetsRouter = (): Router => {
  const router = Router();
  router.get(`/${STARTER}`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('text/javascript').send(builtStarter().code);
  });
  return router;
};
