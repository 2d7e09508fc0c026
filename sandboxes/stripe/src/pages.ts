import type { Response } from 'express';

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** `http://localhost:3000` as given, or undefined for anything that is not exactly an http(s) origin. */
export const exactOrigin = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
};

export interface PageOptions {
  status?: number;
  title: string;
  /** Trusted markup: every value in it already escaped. */
  body: string;
  /** The one origin allowed to frame the page (the portal that embedded it); none → no framing. */
  frameAncestor?: string;
  /** `data-` attributes of <body>: how the page's script learns its settings without inline code. */
  data?: Record<string, string>;
  /** Same-origin scripts, e.g. '/sandbox/assets/card-frame.js'. */
  scripts?: string[];
  style?: string;
}

/**
 * The sandbox's own pages (3-D Secure challenge, card fields). They stand in for pages of
 * Stripe's origin, so they are locked down as such: no inline script, no third-party anything,
 * framed only by the page that asked for them, and no Referer (their URLs carry a client secret).
 */
export const sendPage = (
  res: Response,
  { status = 200, title, body, frameAncestor, data = {}, scripts = [], style = '' }: PageOptions,
): void => {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  res
    .status(status)
    .set({
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${frameAncestor ?? "'none'"}`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `${style ? `<style>${style}</style>` : ''}</head><body${attributes}>${body}` +
        `${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('')}</body></html>`,
    );
};
