import { alpha, type SxProps, type Theme } from '@portal/platform';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const checked = (tripType: string) => `&:has(input[name="tripType"][value="${tripType}"]:checked)`;

/**
 * The script-free search form drawn as the app's: the trip type radios as the tabs, outlined
 * fields 56 px tall with their labels on the border, the fields' grid, one-way's greyed return,
 * the Multi-City notice in place of the fields while Multi-City is chosen; colours from the theme.
 */
const styleFor = (theme: Theme) => {
  const muted = theme.palette.text.secondary;
  const border = theme.palette.divider;
  const primary = theme.palette.primary.main;
  const paper = theme.palette.background.paper;
  const field = {
    display: 'block',
    width: '100%',
    height: 56,
    m: 0,
    p: '16.5px 14px',
    border: `1px solid ${border}`,
    borderRadius: 1,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'transparent',
  };
  return {
    '.painted-sr': visuallyHidden,
    '.painted-trip': {
      position: 'relative',
      display: 'flex',
      minWidth: 0,
      m: '0 0 16px',
      p: 0,
      border: 0,
      borderBottom: `1px solid ${border}`,
      overflowX: 'auto',
      label: {
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        minHeight: 48,
        px: 2,
        mb: '-1px',
        borderBottom: '2px solid transparent',
        ...theme.typography.button,
        color: muted,
        cursor: 'pointer',
      },
      'input:checked+label': { color: primary, borderBottomColor: primary },
      'input:focus-visible+label': {
        bgcolor: alpha(theme.palette.text.primary, 0.12),
        outline: `3px solid ${primary}`,
        outlineOffset: '-3px',
      },
    },
    '.painted-fields': {
      display: 'grid',
      gridTemplateColumns: 'repeat(12,minmax(0,1fr))',
      gap: 2,
      '&>*': { gridColumn: 'span 12', minWidth: 0 },
      '&>.painted-date,&>.painted-end': { gridColumn: { sm: 'span 6' } },
      '&>.painted-route': { gridColumn: { md: 'span 6', lg: 'span 3' } },
      '&>.painted-date': { gridColumn: { lg: 'span 3' } },
      '&>.painted-end,&>.painted-submit': { gridColumn: { md: 'span 4' } },
    },
    '.painted-field': {
      position: 'relative',
      label: {
        position: 'absolute',
        top: -9,
        left: 10,
        px: 0.5,
        fontSize: '0.75rem',
        lineHeight: 1.4,
        color: muted,
        bgcolor: paper,
        pointerEvents: 'none',
      },
      'input,select': field,
      select: { appearance: 'none', pr: 4 },
      'input::placeholder': { color: muted, opacity: 1 },
    },
    '.painted-select::after': {
      content: '""',
      position: 'absolute',
      top: 26,
      right: 14,
      border: '5px solid transparent',
      borderTopColor: muted,
      pointerEvents: 'none',
    },
    'input:focus,select:focus': { outline: 'none', borderColor: primary, boxShadow: `inset 0 0 0 1px ${primary}` },
    '.painted-helper': { display: 'none', m: '3px 14px 0', ...theme.typography.caption, color: muted },
    [`${checked('one-way')} .painted-return input`]: { color: muted, borderStyle: 'dashed' },
    [`${checked('one-way')} .painted-helper`]: { display: 'block' },
    '.painted-travellers': {
      display: 'flex',
      gap: 1,
      minWidth: 0,
      m: '-9px 0 0',
      p: '0 14px 8px',
      border: `1px solid ${border}`,
      borderRadius: 1,
      legend: { px: 0.5, fontSize: '0.75rem', lineHeight: 1.4, color: muted },
    },
    '.painted-count': {
      flex: '1 1 0',
      minWidth: 0,
      label: { display: 'block', fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.3 },
      input: { ...field, height: 36, mt: 0.5, p: '0 8px' },
    },
    '.painted-hint': { display: 'block', fontSize: '0.75rem', fontWeight: 400, color: muted },
    '.painted-multi': { display: 'none' },
    [`${checked('multi-city')} .painted-fields`]: { display: 'none' },
    [`${checked('multi-city')} .painted-multi`]: { display: 'block' },
  };
};

export const paintedFormStyle = styleFor as SxProps<Theme>;
