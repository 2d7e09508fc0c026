import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Libraries that must be on a page once, each recognised by a string only its own bundle holds
 * (react-dom's client is the only bundle holding `__reactContainer$`).
 */
export const SINGLETON_MARKERS = {
  'react-dom': '__reactContainer$',
  '@emotion/react': '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
  '@mui/material': 'MuiTouchRipple',
};

/**
 * react-hook-form's bundle is the only script holding this string (its check for a disabled
 * option group): a page without a form must not fetch it (issue 15), a page with one fetches it once.
 */
export const FORM_LIBRARY_MARKER = 'optgroup[disabled]';

/**
 * zod's bundle (with the contracts, the platform's validation entry) is the only script holding
 * this string: a page whose first answers are read without zod must not fetch it on its first load.
 */
export const VALIDATION_LIBRARY_MARKER = '$ZodObject';

/** The build a script comes from: the shell at the root, a module under /remotes/<name>/. */
const buildOf = (url) => {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname);
  return remote
    ? { build: remote[1], base: `/remotes/${remote[1]}/`, file: pathname.slice(remote[0].length) }
    : { build: 'shell', base: '/', file: pathname.slice(1) };
};

/** Each build's chunk-parts.json (written by its webpack build): which of its scripts are shared library code. */
const loadChunkParts = async (origin, bases) => {
  const parts = {};
  for (const base of bases) {
    const res = await fetch(new URL(`${base}chunk-parts.json`, origin));
    parts[base] = res.ok ? await res.json() : {};
  }
  return parts;
};

/** Shell or module code stays with its build; shared library code counts as 'shared' wherever it came from. */
const partOf = (chunkParts, url) => {
  const { build, base, file } = buildOf(url);
  return chunkParts[base]?.[file] === 'shared' ? 'shared' : build;
};

const sum = (figures) =>
  figures.reduce((total, f) => ({ requests: total.requests + f.requests, gzipBytes: total.gzipBytes + f.gzipBytes }), {
    requests: 0,
    gzipBytes: 0,
  });

/**
 * Splits the scripts a page fetched into shell, shared libraries and each module: gzipped bytes
 * (gzip -9 of each body, so the figure does not depend on the server's compression) and request
 * count per part, and how many copies of each singleton library arrived.
 */
export const summarizeScripts = (scripts, chunkParts) => {
  const parts = {};
  const copies = Object.fromEntries(Object.keys(SINGLETON_MARKERS).map((name) => [name, 0]));
  const measured = scripts.map(({ url, body }) => {
    const part = partOf(chunkParts, url);
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    parts[part] ??= { requests: 0, gzipBytes: 0 };
    parts[part].requests += 1;
    parts[part].gzipBytes += gzipBytes;
    for (const [name, marker] of Object.entries(SINGLETON_MARKERS)) if (body.includes(marker)) copies[name] += 1;
    return { url, part, gzipBytes };
  });
  return { total: sum(Object.values(parts)), parts, copies, scripts: measured };
};

/** Collects the body of every script a Playwright page fetches. */
export const collectScripts = (page) => {
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter(Boolean);
};

/** Chunk parts for every build whose scripts appear in the list. */
export const chunkPartsFor = (origin, scripts) =>
  loadChunkParts(origin, [...new Set(scripts.map(({ url }) => buildOf(url).base))]);

/** Loads `path` in a fresh Chromium page and measures the JavaScript of its first load. */
export const measureFirstLoad = async (baseUrl, path, { waitFor = '[data-remote]' } = {}) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = collectScripts(page);
    await page.goto(new URL(path, baseUrl).href);
    await page.waitForSelector(waitFor, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    return { path, ...summarizeScripts(loaded, await chunkPartsFor(baseUrl, loaded)) };
  } finally {
    await browser.close();
  }
};
