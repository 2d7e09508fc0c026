import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { Box, alpha, type SxProps, type Theme } from '@portal/platform';

export type TagColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info' | 'accent';

/** A span's own attributes (a tooltip's handlers and ref, an aria-label, a role) pass through. */
export interface TagProps extends Omit<ComponentPropsWithRef<'span'>, 'color' | 'children'> {
  label: ReactNode;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** An icon before the label (an SvgIcon). */
  icon?: ReactElement;
  sx?: SxProps<Theme>;
}

const colours = (theme: Theme, color: TagColor, outlined: boolean) => {
  if (color === 'default')
    return outlined
      ? {
          color: theme.palette.text.primary,
          border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
        }
      : { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected };
  const palette = theme.palette[color];
  return outlined
    ? {
        // Green and amber do not read at 4.5:1 as text on white: the theme's shade of them that does.
        color: palette.onPage ?? palette.main,
        border: `1px solid ${alpha(palette.main, 0.7)}`,
      }
    : { color: palette.contrastText, backgroundColor: palette.main };
};

/**
 * A short label in a pill (a status, a fare's condition, the trip's type): MUI's Chip as it looks
 * when nothing can be clicked or deleted, for a page's first load, where the Chip (with its
 * button base and delete icon) is a part of its own.
 */
export const Tag = ({ label, color = 'default', variant = 'filled', size = 'medium', icon, sx, ...span }: TagProps) => {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  return (
    <Box
      component="span"
      data-tag=""
      {...span}
      sx={[
        (theme) => ({
          maxWidth: '100%',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          height: small ? 24 : 32,
          borderRadius: small ? '12px' : '16px',
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          ...colours(theme, color, outlined),
          '& > [data-tag-icon]': {
            display: 'inline-flex',
            '& > svg': { fontSize: small ? 18 : 24 },
            ml: `${(small ? 4 : 5) - (outlined ? (small ? 2 : 1) : 0)}px`,
            mr: small ? '-4px' : '-6px',
            color:
              color === 'default'
                ? theme.palette.mode === 'light'
                  ? theme.palette.grey[700]
                  : theme.palette.grey[300]
                : 'inherit',
          },
          '& > [data-tag-label]': {
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            px: `${(small ? 8 : 12) - (outlined ? 1 : 0)}px`,
          },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon && (
        <span data-tag-icon="" aria-hidden>
          {icon}
        </span>
      )}
      <span data-tag-label="">{label}</span>
    </Box>
  );
};
