import { Box, ToggleButton, ToggleButtonGroup, Typography, formatDuration, type SearchFacets } from '@portal/platform';
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

/** Best, Cheapest and Fastest one click apart, each headed by the price and duration of the flight it puts first. */
export const SortTabs = ({ value, onChange, leads, currency, perPerson, travellers }: SortTabsProps) => (
  <ToggleButtonGroup
    exclusive
    fullWidth
    color="primary"
    value={value}
    onChange={(_event, next: SortKey | null) => next && onChange(next)}
    aria-label="Order of the flights"
    data-testid="sort-tabs"
  >
    {TABS.map((tab) => {
      const lead = leads?.[tab.value];
      return (
        <ToggleButton key={tab.value} value={tab.value} sx={{ textTransform: 'none', py: 1 }}>
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
        </ToggleButton>
      );
    })}
  </ToggleButtonGroup>
);
