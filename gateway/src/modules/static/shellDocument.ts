import fs from 'node:fs/promises';
import { BOOT_STATE_ID, bootStateJson, scriptSafeJson, type BootState } from './bootState';
import { escapeHtml } from './escapeHtml';
import type { PreloadHint } from './moduleHints';

/** The parts of the served page that are painted before any script runs (the owners' first paints, the brand font). */
export interface ShellFrame {
  title: string;
  favicon?: string;
  /** Style elements for the head. */
  styles: string;
  root: string;
  /** The brand font's files the first screen shows, fetched at once. */
  fontPreloads?: string[];
}

/** The template holding the preload hints of a page whose app starts on intent. */
export const INTENT_HINTS_ID = 'portal-intent-hints';

/** The built index.html, re-read when its file changes (a shell rebuild while the gateway runs). */
export const createShellTemplate = (indexFile: string) => {
  let known: { mtimeMs: number; text: string } | undefined;
  /** The template, or undefined when the shell is not built. */
  return async (): Promise<string | undefined> => {
    const stat = await fs.stat(indexFile).catch(() => undefined);
    if (!stat) return undefined;
    if (known?.mtimeMs !== stat.mtimeMs) known = { mtimeMs: stat.mtimeMs, text: await fs.readFile(indexFile, 'utf8') };
    return known.text;
  };
};

const linkFor = ({ href, as, crossOrigin, module }: PreloadHint): string =>
  module
    ? `<link rel="modulepreload" href="${escapeHtml(href)}">`
    : `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;

/** The template with the brand's title, favicon and theme, and the frame inside its root element. */
const withFrame = (template: string, frame: ShellFrame): string => {
  // Replacer functions throughout: a `$&` in a brand name is text, not a replacement pattern.
  const title = `<title>${escapeHtml(frame.title)}</title>`;
  let page = /<title>[^<]*<\/title>/i.test(template)
    ? template.replace(/<title>[^<]*<\/title>/i, () => title)
    : template.replace(/<\/head>/i, () => `${title}</head>`);
  if (frame.favicon) {
    const icon = `<link rel="icon" href="${escapeHtml(frame.favicon)}">`;
    page = /<link\s+rel="?icon"?[^>]*>/i.test(page)
      ? page.replace(/<link\s+rel="?icon"?[^>]*>/i, () => icon)
      : page.replace(/<\/head>/i, () => `${icon}</head>`);
  }
  return page.replace(
    /(<div\s+id="?root"?[^>]*>)\s*(<\/div>)/i,
    (_, open: string, close: string) => `${open}${frame.root}${close}`,
  );
};

/** The app's script tags as html-webpack-plugin writes them. */
const APP_SCRIPT = /<script\b[^>]*\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*><\/script>/gi;

/**
 * The page with its app waiting for the visitor's intent (frame-assets/start-on-intent.js): each
 * script kept in place unfetched, as text, the hints in a template, the starter in their stead.
 */
const waitingForIntent = (page: string, hints: PreloadHint[], starter: string): string => {
  const waiting = page.replace(
    APP_SCRIPT,
    (_, double?: string, single?: string, bare?: string) =>
      `<script type="text/plain" data-start-on-intent src="${escapeHtml(double ?? single ?? bare ?? '')}"></script>`,
  );
  const tail =
    `<template id="${INTENT_HINTS_ID}">${hints.map(linkFor).join('')}</template>` +
    `<script async src="${escapeHtml(starter)}"></script>`;
  return /<\/body>/i.test(waiting) ? waiting.replace(/<\/body>/i, () => `${tail}</body>`) : `${waiting}${tail}`;
};

/** Where the app starts on the visitor's intent: the starter's address (with its content's version). */
export interface StartOnIntent {
  starter: string;
}

/**
 * The shell with its boot state, as a JSON data block, and the owning module's preload hints,
 * ahead of the shell's own script, and, when given, the page's frame painted before any script
 * runs (title, favicon, theme as an inline style, header and the page's heading). A data block
 * is never executed and the CSP allows inline styles, so no inline script may run and no nonce
 * or hash is needed.
 */
export const renderShell = (
  template: string,
  state: BootState,
  hints: PreloadHint[],
  frame?: ShellFrame,
  onIntent?: StartOnIntent,
): string => {
  const framed = frame ? withFrame(template, frame) : template;
  const page = onIntent ? waitingForIntent(framed, hints, onIntent.starter) : framed;
  const head = [
    ...(frame ? [frame.styles] : []),
    ...(frame?.fontPreloads ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin="anonymous">`,
    ),
    `<script type="application/json" id="${BOOT_STATE_ID}">${scriptSafeJson(bootStateJson(state))}</script>`,
    ...(onIntent ? [] : hints.map(linkFor)),
  ].join('');
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${head}</head>`);
  const body = page.search(/<(body|div)\b/i);
  return body < 0 ? `${page}${head}` : `${page.slice(0, body)}${head}${page.slice(body)}`;
};
