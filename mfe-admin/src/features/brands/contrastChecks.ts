import { contrastRatio, textColourOn, type BrandTheme } from '@portal/platform';

/** WCAG 2 level AA for normal text. */
export const WCAG_AA_RATIO = 4.5;

export interface ContrastCheck {
  surface: 'primary' | 'secondary' | 'accent' | 'background';
  label: string;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

const check = (
  surface: ContrastCheck['surface'],
  label: string,
  foreground: string,
  background: string,
): ContrastCheck => {
  const ratio = contrastRatio(foreground, background);
  return { surface, label, foreground, background, ratio, passes: ratio >= WCAG_AA_RATIO };
};

/**
 * Text as the portal will draw it: on primary, secondary and accent in the colour the theme rule
 * picks (black or white, whichever reads better), and the brand's text colour on its background.
 */
export const contrastChecks = (theme: BrandTheme): ContrastCheck[] => [
  check('primary', 'Text on primary', textColourOn(theme.primary), theme.primary),
  check('secondary', 'Text on secondary', textColourOn(theme.secondary), theme.secondary),
  check('accent', 'Text on accent', textColourOn(theme.accent), theme.accent),
  check('background', 'Text on background', theme.text, theme.background),
];

export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
