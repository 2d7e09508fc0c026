import { memo, useRef, type KeyboardEvent } from 'react';
import { Box, ButtonBase } from '@portal/platform';
import type { TripType } from '../search-params';

export type TripTab = TripType | 'multi-city';

interface TripTypeTabsProps {
  value: TripTab;
  onChange: (value: TripTab) => void;
}

const TRIP_TABS: readonly (readonly [TripTab, string])[] = [
  ['round-trip', 'Round Trip'],
  ['one-way', 'One Way'],
  ['multi-city', 'Multi-City'],
];

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => TRIP_TABS.length - 1,
};

/**
 * Round Trip, One Way, Multi-City: a tab list with the keyboard of the WAI-ARIA tabs pattern
 * (arrows and Home/End move, Enter or Space chooses). Three plain tabs on the home page's first
 * load, so not MUI's Tabs, whose scrolling and indicator machinery weighs about 5 KB gzipped.
 */
export const TripTypeTabs = memo(function TripTypeTabs({ value, onChange }: TripTypeTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = (step(index) + TRIP_TABS.length) % TRIP_TABS.length;
    tabs.current[target]?.focus();
  };

  return (
    <Box
      role="tablist"
      aria-label="Trip type"
      sx={{ display: 'flex', mb: 2, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      {TRIP_TABS.map(([tab, label], index) => {
        const selected = tab === value;
        return (
          <ButtonBase
            key={tab}
            ref={(element: HTMLButtonElement | null) => {
              tabs.current[index] = element;
            }}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => moveFocus(event, index)}
            sx={{
              minHeight: 48,
              px: 2,
              typography: 'button',
              flexShrink: 0,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {label}
          </ButtonBase>
        );
      })}
    </Box>
  );
});
