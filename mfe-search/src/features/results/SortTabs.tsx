import { memo } from 'react';
import { Box, ButtonBase, Typography, alpha, formatDuration, type SearchFacets, type Theme } from '@portal/platform';
import type { SortKey } from '../filters';
import { shownPrice } from './fareLabels';

interface SortTabsProps {
  value: SortKey;
  onChange: (sort: SortKey) => void;
  leads: SearchFacets['sorts'] | undefined;
  currency: string;
  perPerson: boolean;
  travellers: number;
}

const TABS: readonly { value: 'best' | 'price-asc' | 'duration-asc'; label: string }[] = [
  { value: 'best', label: 'Best' },
  { value: 'price-asc', label: 'Cheapest' },
  { value: 'duration-asc', label: 'Fastest' },
];

// Plain toggle buttons rather than MUI's ToggleButtonGroup, whose roving focus machinery (4.6 KB
// gzipped) would come with the results' first load for three buttons.
const buttonSx = (pressed: boolean) =>
  ({
    flex: 1,
    py: 1,
    px: 1.5,
    border: 1,
    borderColor: 'divider',
    '&:not(:first-of-type)': { ml: '-1px' },
    '&:first-of-type': { borderTopLeftRadius: 4, borderBottomLeftRadius: 4 },
    '&:last-of-type': { borderTopRightRadius: 4, borderBottomRightRadius: 4 },
    color: pressed ? 'primary.main' : 'text.primary',
    bgcolor: pressed
      ? (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity)
      : 'transparent',
    '&:hover': { bgcolor: pressed ? undefined : 'action.hover' },
    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2, zIndex: 1 },
  }) as const;

/** Best, Cheapest and Fastest one click apart, each headed by the price and duration of the flight it puts first. */
export const SortTabs = memo(function SortTabs({
  value,
  onChange,
  leads,
  currency,
  perPerson,
  travellers,
}: SortTabsProps) {
  return (
    <Box role="group" aria-label="Order of the flights" data-testid="sort-tabs" sx={{ display: 'flex', width: 1 }}>
      {TABS.map((tab) => {
        const lead = leads?.[tab.value];
        const pressed = tab.value === value;
        return (
          <ButtonBase key={tab.value} aria-pressed={pressed} onClick={() => onChange(tab.value)} sx={buttonSx(pressed)}>
            <Box>
              <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
                {tab.label}
              </Typography>
              {lead && (
                <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {shownPrice(lead.price, currency, perPerson, travellers)} ·{' '}
                  {lead.minutes === null ? 'N/A' : formatDuration(`PT${lead.minutes}M`)}
                </Typography>
              )}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
});
