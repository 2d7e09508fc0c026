import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, ButtonBase, type SxProps, type Theme } from '@portal/platform';

export interface StripTab<Value extends string> {
  value: Value;
  label: ReactNode;
  /** The tab's id, for its panel's aria-labelledby. */
  id?: string;
  /** The id of the panel the tab shows. */
  controls?: string;
}

export interface TabStripProps<Value extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StripTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** A pointer over or the focus on a tab: the moment to fetch what it shows. */
  onHeadFor?: (value: Value) => void;
  sx?: SxProps<Theme>;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const tabSx = (selected: boolean) =>
  ({
    minHeight: 48,
    px: 2,
    typography: 'button',
    flexShrink: 0,
    color: selected ? 'primary.main' : 'text.secondary',
    borderBottom: 2,
    borderColor: selected ? 'primary.main' : 'transparent',
    mb: '-1px',
    '&.Mui-focusVisible': { bgcolor: 'action.focus' },
  }) as const;

/**
 * A few fixed tabs with the keyboard of the WAI-ARIA tabs pattern: arrows (wrapping), Home and End
 * move the focus, Enter or Space chooses, and only the chosen tab is in the tab order. For a page's
 * first load, where MUI's Tabs would bring its scrolling, indicator and roving-focus machinery
 * (about 8 KB gzipped) for a handful of labels.
 */
export const TabStrip = <Value extends string>({
  label,
  tabs,
  value,
  onChange,
  onHeadFor,
  sx,
}: TabStripProps<Value>) => {
  const elements = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = (step(index, tabs.length) + tabs.length) % tabs.length;
    elements.current[target]?.focus();
  };

  return (
    <Box
      role="tablist"
      aria-label={label}
      sx={[
        { display: 'flex', borderBottom: 1, borderColor: 'divider', overflowX: 'auto' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              elements.current[index] = element;
            }}
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => moveFocus(event, index)}
            onPointerEnter={onHeadFor && (() => onHeadFor(tab.value))}
            onFocus={onHeadFor && (() => onHeadFor(tab.value))}
            sx={tabSx(selected)}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
};
