import { Box, keyframes, type SxProps, type Theme } from '@portal/platform';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export interface PlaceholderProps {
  /** 'text' for a line of text (its height kept, drawn thinner), 'rounded' for a block. */
  variant?: 'text' | 'rounded';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}

/**
 * A pulsing grey shape that holds the room of what is loading (still under reduced motion).
 * Light enough for a page's first load, where MUI's Skeleton is a part of its own.
 */
export const Placeholder = ({ variant = 'text', width, height, sx }: PlaceholderProps) => (
  <Box
    aria-hidden
    data-placeholder=""
    sx={[
      (theme) => ({
        display: 'block',
        width: width ?? '100%',
        height,
        bgcolor: theme.palette.mode === 'dark' ? 'rgba(255, 255, 255, 0.13)' : 'rgba(0, 0, 0, 0.11)',
        borderRadius: variant === 'text' ? '4px / 6.7px' : `${theme.shape.borderRadius}px`,
        transform: variant === 'text' ? 'scale(1, 0.6)' : undefined,
        transformOrigin: '0 55%',
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }),
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {/* A line of text with no height of its own is as tall as a line of the text around it. */}
    {variant === 'text' && height === undefined ? '\u00a0' : null}
  </Box>
);
