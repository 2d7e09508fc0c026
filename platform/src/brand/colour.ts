export type Rgb = [number, number, number];

export const hexToRgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16)) as Rgb;
};

const toHex = (channel: number): string =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

export const rgbToHex = ([r, g, b]: Rgb): string => `#${toHex(r)}${toHex(g)}${toHex(b)}`;

/** Moves every channel by `delta` (clamped to 0-255): the spec's muted/card/border/input shades. */
export const shiftChannels = (hex: string, delta: number): string =>
  rgbToHex(hexToRgb(hex).map((channel) => channel + delta) as Rgb);

/** Perceived luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [r, g, b] = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/** The spec's rule for text on a brand colour: black above luminance 0.5, else white. */
export const textColourOn = (hex: string): '#000000' | '#ffffff' => (luminance(hex) > 0.5 ? '#000000' : '#ffffff');

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export const contrastRatio = (a: string, b: string): number => {
  const rel = (hex: string) => {
    const [r, g, bl] = hexToRgb(hex).map(linear) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [rel(a), rel(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * `hex` itself where it reads at `ratio` on `page`, else the nearest shade of it that does:
 * darker on a light page, lighter on a dark one (its hue kept, each step 8 % of the way).
 */
export const readableShade = (hex: string, page: string, ratio: number): string => {
  const towards = luminance(page) > 0.5 ? 0 : 255;
  let shade = hex;
  for (let step = 0; step < 40 && contrastRatio(shade, page) < ratio; step += 1)
    shade = rgbToHex(hexToRgb(shade).map((channel) => channel + (towards - channel) * 0.08) as Rgb);
  return shade;
};
