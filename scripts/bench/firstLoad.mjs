import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Which part of the page a script belongs to, from where it was served. */
const partOf = (url) => {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/([^/]+)\//.exec(path);
  return remote ? remote[1] : 'host';
};

/**
 * Loads `path` in a fresh Chromium page and adds up the JavaScript it fetched: gzipped bytes
 * (gzip -9 of each body, so the figure does not depend on the server's compression) and
 * request count, per part of the page.
 */
export const measureFirstLoad = async (baseUrl, path, { waitFor = '[data-remote]' } = {}) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({ url: response.url(), body })).catch(() => null));
    });
    await page.goto(new URL(path, baseUrl).href);
    await page.waitForSelector(waitFor, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    const parts = {};
    let reactDomCopies = 0;
    for (const { url, body } of loaded) {
      const part = partOf(url);
      const gz = gzipSync(body, { level: 9 }).length;
      parts[part] ??= { requests: 0, gzipBytes: 0 };
      parts[part].requests += 1;
      parts[part].gzipBytes += gz;
      if (body.includes('__reactContainer$')) reactDomCopies += 1;
    }
    const total = Object.values(parts).reduce((sum, p) => ({ requests: sum.requests + p.requests, gzipBytes: sum.gzipBytes + p.gzipBytes }), { requests: 0, gzipBytes: 0 });
    return { path, total, parts, reactDomCopies, scripts: loaded.map(({ url, body }) => ({ url, gzipBytes: gzipSync(body, { level: 9 }).length })) };
  } finally {
    await browser.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [baseUrl = 'http://127.0.0.1:8080', path = '/'] = process.argv.slice(2);
  console.log(JSON.stringify(await measureFirstLoad(baseUrl, path), null, 2));
}
