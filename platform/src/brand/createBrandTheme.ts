import { createTheme, type Theme } from '@mui/material/styles';
import type { BrandTheme } from '@portal/platform-common/contracts';
import { contrastRatio, shiftChannels, textColourOn } from './colour';
import { focusRingOverrides } from './focusRing';
import './themeAugmentation';

/** Fixed status colours, the same under every brand. */
export const STATUS_COLOURS = {
  destructive: '#dc2626',
  success: '#16a34a',
  warning: '#d97706',
  info: '#2563eb',
} as const;

const brandColour = (main: string) => ({ main, contrastText: textColourOn(main) });

/**
 * The spec's luminance rule is for brand colours; on the fixed status colours it would put white
 * on green and amber (3.3:1), so these take whichever of black and white reads better (WCAG 1.4.3).
 */
const statusColour = (main: string) => ({
  main,
  contrastText: contrastRatio(main, '#000000') > contrastRatio(main, '#ffffff') ? '#000000' : '#ffffff',
});

/** Brand colours and font -> the MUI theme every module renders with, so one brand looks the same in every module. */
export const createBrandTheme = (theme: BrandTheme): Theme => {
  const fontFamily = `"${theme.font}", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;
  return createTheme({
    palette: {
      primary: brandColour(theme.primary),
      secondary: brandColour(theme.secondary),
      accent: brandColour(theme.accent),
      error: statusColour(STATUS_COLOURS.destructive),
      success: statusColour(STATUS_COLOURS.success),
      warning: statusColour(STATUS_COLOURS.warning),
      info: statusColour(STATUS_COLOURS.info),
      background: { default: theme.background, paper: shiftChannels(theme.background, 5) },
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
