import fs from 'node:fs/promises';
import path from 'node:path';

/** The weights the shell loads of a brand font (platform/src/brand/fonts.ts). */
const WEIGHTS = [400, 600, 700] as const;
const FONT_NAME = /^[A-Za-z0-9 -]{1,60}$/;
/** A brand font file as the shell's build emits it: assets/<family>-latin-<weight>-normal.<hash>.woff2. */
const FONT_FILE = /^([a-z0-9-]+)-latin-(\d{3})-normal\.[0-9a-f]{8}\.woff2$/;

/** The brand font's faces for the frame's stylesheet, and the files worth fetching at once. */
export interface FrameFont {
  faces: string;
  preloads: string[];
}

type FontFiles = Map<string, Map<number, string>>;

const listFonts = async (assets: string): Promise<FontFiles> => {
  const fonts: FontFiles = new Map();
  for (const file of await fs.readdir(assets).catch(() => [] as string[])) {
    const [, family, weight] = FONT_FILE.exec(file) ?? [];
    if (!family || !weight) continue;
    if (!fonts.has(family)) fonts.set(family, new Map());
    fonts.get(family)?.set(Number(weight), `/assets/${file}`);
  }
  return fonts;
};

/**
 * The brand's font as the shell ships it (the very files of its build, so the app finds them in
 * the cache), for the painted frame: fetched with the page, its text is drawn in the brand's font
 * as early as it can be, so the app mounts over text already in its own font and nothing it
 * paints is larger than what was painted (a new largest paint) or moves. The files are listed
 * again when the shell is rebuilt (its index.html, the page's template, changes).
 */
export const createFrameFonts = (hostDist: string) => {
  // Keyed by the shell's index.html as the page template reads it: a rebuild is a new text.
  let known: { template: string; fonts: Promise<FontFiles> } | undefined;
  const fontFiles = (template: string): Promise<FontFiles> => {
    if (known?.template !== template) known = { template, fonts: listFonts(path.join(hostDist, 'assets')) };
    return known.fonts;
  };
  /** The faces of the theme's font, or none for a font the portal does not ship (the system stack). */
  return async (template: string, font: unknown): Promise<FrameFont> => {
    if (typeof font !== 'string' || !FONT_NAME.test(font)) return { faces: '', preloads: [] };
    const files = (await fontFiles(template)).get(font.toLowerCase().replace(/ /g, '-'));
    if (!files) return { faces: '', preloads: [] };
    const faces = WEIGHTS.filter((weight) => files.has(weight)).map(
      (weight) =>
        `@font-face{font-family:"${font}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${files.get(weight)}) format("woff2")}`,
    );
    // The heading's weight and the text's: what the first screen shows.
    const preloads = [700, 400].flatMap((weight) => files.get(weight) ?? []);
    return { faces: faces.join(''), preloads };
  };
};
