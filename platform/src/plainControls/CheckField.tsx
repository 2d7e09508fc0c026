import type { ChangeEvent, ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@portal/platform';

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** 'switch' for an on/off setting (announced as a switch), 'checkbox' for one choice among several. */
  kind?: 'checkbox' | 'switch';
  sx?: SxProps<Theme>;
}

const CHECKBOX_SX: SxProps<Theme> = {
  width: 18,
  height: 18,
  m: '11px',
  flexShrink: 0,
  accentColor: (theme) => theme.palette.primary.main,
  cursor: 'inherit',
};

// The track is the input itself and the thumb a drawn circle: no pseudo-element, which not every
// browser draws on an input.
const SWITCH_SX: SxProps<Theme> = (theme) => ({
  appearance: 'none',
  flexShrink: 0,
  width: 38,
  height: 22,
  m: '9px',
  borderRadius: 11,
  cursor: 'inherit',
  backgroundColor: theme.palette.grey[500],
  backgroundImage: 'radial-gradient(circle at center, #fff 8px, transparent 8.5px)',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '22px 22px',
  backgroundPosition: 'left center',
  transition: theme.transitions.create(['background-color', 'background-position'], { duration: 150 }),
  '&:checked': { backgroundColor: theme.palette.primary.main, backgroundPosition: 'right center' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.5 },
  '@media (forced-colors: active)': { border: '1px solid CanvasText', backgroundColor: 'Canvas' },
});

/**
 * A label with the browser's own checkbox, as a box or as a switch (`role="switch"`): checked,
 * focused and read out as any native checkbox, tinted with the brand. Light enough for a page's
 * first load, where MUI's Checkbox, Switch and FormControlLabel each come as a part of their own.
 */
export const CheckField = ({ label, checked, onChange, disabled = false, kind = 'checkbox', sx }: CheckFieldProps) => (
  <Box
    component="label"
    sx={[
      {
        display: 'flex',
        alignItems: 'center',
        ml: '-11px',
        cursor: disabled ? 'default' : 'pointer',
        color: disabled ? 'text.disabled' : 'text.primary',
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    <Box
      component="input"
      type="checkbox"
      role={kind === 'switch' ? 'switch' : undefined}
      checked={checked}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      sx={kind === 'switch' ? SWITCH_SX : CHECKBOX_SX}
    />
    <Box component="span" sx={{ flex: 1, typography: 'body1' }}>
      {label}
    </Box>
  </Box>
);
