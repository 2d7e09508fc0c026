import { Tab, Tabs } from '@portal/platform';
import type { TripType } from '../search-params/searchParams';

export type TripTab = TripType | 'multi-city';

interface TripTypeTabsProps {
  value: TripTab;
  onChange: (value: TripTab) => void;
}

/** Round Trip, One Way, Multi-City. */
export const TripTypeTabs = ({ value, onChange }: TripTypeTabsProps) => (
  <Tabs
    value={value}
    onChange={(_event, next: TripTab) => onChange(next)}
    aria-label="Trip type"
    variant="scrollable"
    scrollButtons={false}
    sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
  >
    <Tab label="Round Trip" value="round-trip" />
    <Tab label="One Way" value="one-way" />
    <Tab label="Multi-City" value="multi-city" />
  </Tabs>
);
