import { Box, Typography } from '@portal/platform';

interface FigureProps {
  value: string;
  label: string;
  /** 'light' on the hero's brand colour, 'default' on the page background. */
  tone?: 'light' | 'default';
}

/** A marketing figure: the value large, the label under it; read as one phrase ('127K active searches'). */
export const Figure = ({ value, label, tone = 'default' }: FigureProps) => (
  <Typography component="p" sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
    <Box
      component="span"
      sx={{ display: 'block', typography: 'h4', fontWeight: 800, color: tone === 'light' ? 'inherit' : 'primary.main' }}
    >
      {value}
    </Box>{' '}
    <Box
      component="span"
      sx={{
        display: 'block',
        typography: 'body2',
        opacity: tone === 'light' ? 0.85 : 1,
        color: tone === 'light' ? 'inherit' : 'text.secondary',
      }}
    >
      {label}
    </Box>
  </Typography>
);
