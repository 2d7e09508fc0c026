import type { Theme } from '@portal/platform';

/*
 * The desktop layout is the base style and the phone layout the override (max-width query).
 * jsdom ignores media queries, so component tests see the desktop header, as most visitors do.
 */

/** Shown from the md breakpoint up. */
export const fromMd = (display: string) => (theme: Theme) => ({
  display,
  [theme.breakpoints.down('md')]: { display: 'none' },
});

/** Shown below the md breakpoint only. */
export const belowMd = (display: string) => (theme: Theme) => ({
  display: 'none',
  [theme.breakpoints.down('md')]: { display },
});
