import type { Components, Theme } from '@mui/material/styles';

/**
 * One focus indicator for every interactive element (WCAG 2.4.7): a ring in the brand's primary
 * colour with a gap of page background, so it shows on the page, on a primary header and around a
 * filled button alike. MUI's buttons and tabs set `outline: 0` and rely on a faint ripple, and
 * links on the browser's ring; this rule outranks both. Text fields keep their own indicator
 * (the thicker primary border), so their inner inputs and date sections are left out.
 */
export const focusRing = (theme: Theme) => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${theme.palette.background.default}`,
});

const FOCUSABLE_EXCEPT_FIELDS =
  'body :focus-visible:not(.MuiInputBase-input, [contenteditable="true"], [role="spinbutton"])';

export const focusRingOverrides: Components<Theme> = {
  MuiCssBaseline: { styleOverrides: (theme) => ({ [FOCUSABLE_EXCEPT_FIELDS]: focusRing(theme) }) },
  // Doubled class: Button's own `.Mui-focusVisible { box-shadow: none }` (no elevation) comes later.
  MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&&.Mui-focusVisible': focusRing(theme) }) } },
};
