import fs from 'node:fs/promises';
import { BOOT_STATE_ID, bootStateJson, scriptSafeJson, type BootState } from './bootState';
import type { PreloadHint } from './moduleHints';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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

/**
 * The shell with its boot state, as a JSON data block, and the owning module's preload hints,
 * ahead of the shell's own script. A data block is never executed, so the page's CSP stays as
 * strict as before: no inline script may run, no nonce or hash is needed.
 * The shell applies the brand's title, favicon and theme on its first render.
 */
export const renderShell = (template: string, state: BootState, hints: PreloadHint[]): string => {
  const head = [
    `<script type="application/json" id="${BOOT_STATE_ID}">${scriptSafeJson(bootStateJson(state))}</script>`,
    ...hints.map(linkFor),
  ].join('');
  // A replacer function: a `$&` in a name is text, not a replacement pattern.
  if (/<\/head>/i.test(template)) return template.replace(/<\/head>/i, () => `${head}</head>`);
  const body = template.search(/<(body|div)\b/i);
  return body < 0 ? `${template}${head}` : `${template.slice(0, body)}${head}${template.slice(body)}`;
};
