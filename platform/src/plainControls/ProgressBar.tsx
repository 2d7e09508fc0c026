import { Box, alpha, keyframes } from '@portal/platform';

const slide = keyframes`
  0% { left: -40%; }
  100% { left: 100%; }
`;

/**
 * A thin bar saying something is on its way (no amount known): a progressbar named by `label`.
 * Light enough for a page's first load, where MUI's LinearProgress is a part of its own.
 */
export const ProgressBar = ({ label }: { label: string }) => (
  <Box
    role="progressbar"
    aria-label={label}
    sx={(theme) => ({
      position: 'relative',
      height: 4,
      overflow: 'hidden',
      bgcolor: alpha(theme.palette.primary.main, 0.25),
      '@media (prefers-reduced-motion: reduce)': { '& > *': { animation: 'none', left: 0, width: '100%' } },
    })}
  >
    <Box
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        width: '40%',
        bgcolor: 'primary.main',
        animation: `${slide} 1.6s ease-in-out infinite`,
      }}
    />
  </Box>
);
