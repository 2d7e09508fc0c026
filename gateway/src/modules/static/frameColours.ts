/**
 * The few derived colours the frame paints, computed as the shell's theme computes them
 * (platform/src/brand/colour.ts and MUI's palette), so the frame and the mounted page match.
 */
const HEX = /^#[0-9a-f]{6}$/i;

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const hexOf = (rgb: number[]): string =>
  `#${rgb.map((channel) => Math.min(255, Math.max(0, channel)).toString(16).padStart(2, '0')).join('')}`;

/** A brand colour as validated by its schema; anything else (never expected) takes the fallback. */
export const validColour = (value: unknown, fallback: string): string =>
  typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback;

/** The spec's shades (muted, card, border): every channel moved by `delta`. */
export const shifted = (hex: string, delta: number): string =>
  hexOf(rgbOf(hex).map((channel) => Math.round(channel + delta)));

/** MUI's `darken(main, 0.3)`, its palette's `dark` (channels truncated as MUI recomposes them). */
export const darkened = (hex: string): string => hexOf(rgbOf(hex).map((channel) => Math.trunc(channel * 0.7)));

/** The spec's rule for text on a brand colour: black above luminance 0.5, else white. */
export const textOn = (hex: string): string => {
  const [r, g, b] = rgbOf(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.5 ? '#000000' : '#ffffff';
};

/** `rgba()` of a colour at an opacity, as MUI's `alpha`. */
export const withAlpha = (hex: string, opacity: number): string => `rgba(${rgbOf(hex).join(', ')}, ${opacity})`;
