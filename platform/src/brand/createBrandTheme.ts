import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandTheme } from '@portal/platform-common/contracts';
import { contrastRatio, readableShade, shiftChannels, textColourOn } from './colour';
import { focusRingOverrides } from './focusRing';
import './themeAugmentation';

/** Fixed status colours, the same under every brand. */
export const STATUS_COLOURS = {
  destructive: '#dc2626',
  success: '#16a34a',
  warning: '#d97706',
  info: '#2563eb',
} as const;

/** WCAG AA for text (1.4.3). */
const TEXT_CONTRAST = 4.5;

const brandColour = (main: string, page: string) => ({
  main,
  contrastText: textColourOn(main),
  onPage: readableShade(main, page, TEXT_CONTRAST),
});

/**
 * The spec's luminance rule is for brand colours; on the fixed status colours it would put white
 * on green and amber (3.3:1), so these take whichever of black and white reads better (WCAG 1.4.3).
 */
const statusColour = (main: string, page: string) => ({
  main,
  contrastText: contrastRatio(main, '#000000') > contrastRatio(main, '#ffffff') ? '#000000' : '#ffffff',
  onPage: readableShade(main, page, TEXT_CONTRAST),
});

/** Brand colours and font -> the MUI theme every module renders with, so one brand looks the same in every module. */
export const createBrandTheme = (theme: BrandTheme): Theme => {
  const fontFamily = `"${theme.font}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  const paper = shiftChannels(theme.background, 5);
  return createTheme({
    palette: {
      primary: brandColour(theme.primary, paper),
      secondary: brandColour(theme.secondary, paper),
      accent: brandColour(theme.accent, paper),
      error: statusColour(STATUS_COLOURS.destructive, paper),
      success: statusColour(STATUS_COLOURS.success, paper),
      warning: statusColour(STATUS_COLOURS.warning, paper),
      info: statusColour(STATUS_COLOURS.info, paper),
      background: { default: theme.background, paper },
      text: { primary: theme.text, secondary: shiftChannels(theme.text, 70) },
      divider: shiftChannels(theme.background, -10),
      surface: {
        muted: shiftChannels(theme.background, -20),
        card: shiftChannels(theme.background, 5),
        border: shiftChannels(theme.background, -10),
        input: shiftChannels(theme.background, -5),
      },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      ...focusRingOverrides,
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiOutlinedInput: {
        styleOverrides: { notchedOutline: ({ theme: t }) => ({ borderColor: t.palette.surface.border }) },
      },
      MuiCard: {
        styleOverrides: {
          root: ({ theme: t }) => ({
            backgroundColor: t.palette.surface.card,
            border: `1px solid ${t.palette.surface.border}`,
          }),
        },
      },
    },
  });
};
