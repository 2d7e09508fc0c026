import { memo } from 'react';
import { TabStrip } from '@portal/platform/plain-controls';
import type { TripType } from '../search-params';

export type TripTab = TripType | 'multi-city';

interface TripTypeTabsProps {
  value: TripTab;
  onChange: (value: TripTab) => void;
}

const TRIP_TABS = [
  { value: 'round-trip', label: 'Round Trip' },
  { value: 'one-way', label: 'One Way' },
  { value: 'multi-city', label: 'Multi-City' },
] as const satisfies readonly { value: TripTab; label: string }[];

/** Round Trip, One Way, Multi-City: the platform's plain tabs, on the home page's first load. */
export const TripTypeTabs = memo(function TripTypeTabs({ value, onChange }: TripTypeTabsProps) {
  return <TabStrip label="Trip type" tabs={TRIP_TABS} value={value} onChange={onChange} sx={{ mb: 2 }} />;
});
