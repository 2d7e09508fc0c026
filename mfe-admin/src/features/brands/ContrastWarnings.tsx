import { Alert, Stack, type BrandTheme } from '@portal/platform';
import { WCAG_AA_RATIO, contrastChecks, formatRatio } from './contrastChecks';

/** WCAG AA warnings for the edited theme; saving is still allowed, the admin decides. */
export const ContrastWarnings = ({ theme }: { theme: BrandTheme }) => {
  const failing = contrastChecks(theme).filter((result) => !result.passes);
  if (!failing.length) {
    return (
      <Alert severity="success" variant="outlined" role="status">
        All text meets the WCAG AA contrast of {WCAG_AA_RATIO}:1.
      </Alert>
    );
  }
  return (
    <Stack spacing={1} aria-label="Contrast warnings" role="list">
      {failing.map((result) => (
        <Alert key={result.surface} severity="warning" role="listitem">
          {result.label} has a contrast of {formatRatio(result.ratio)} ({result.foreground} on {result.background}),
          below the WCAG AA minimum of {WCAG_AA_RATIO}:1.
        </Alert>
      ))}
    </Stack>
  );
};
