import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StartOnIntent } from './shellDocument';

/** The gateway's own scripts for its painted pages, served at FRAME_ASSETS_PATH. */
export const FRAME_ASSETS = path.resolve(__dirname, '../../../assets/frame-assets');
export const FRAME_ASSETS_PATH = '/frame-assets';
const STARTER = 'start-on-intent.js';

/**
 * The pages the gateway paints whole, their forms working without a script: their app starts on
 * the visitor's first intent, not with the page. The home page is the one a phone on a slow
 * network opens first; every other page needs the app to show what it is for.
 */
const PAINTED_WHOLE = new Set(['/']);

let starter: StartOnIntent | undefined;
/** The starter's address, versioned by its content: cached for a year, a new text a new address. */
const starterAddress = (): StartOnIntent =>
  (starter ??= {
    starter: `${FRAME_ASSETS_PATH}/${STARTER}?v=${createHash('sha256')
      .update(readFileSync(path.join(FRAME_ASSETS, STARTER)))
      .digest('hex')
      .slice(0, 12)}`,
  });

/** Whether the page at this path is painted whole, its app started on the visitor's intent. */
export const startsOnIntent = (pagePath: string): boolean => PAINTED_WHOLE.has(pagePath.replace(/\/+$/, '') || '/');

/** How the page at this path starts its app: on intent for a page painted whole, else at once (undefined). */
export const startOf = (pagePath: string): StartOnIntent | undefined =>
  startsOnIntent(pagePath) ? starterAddress() : undefined;
