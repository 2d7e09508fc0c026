import type { ReactNode } from 'react';
import { Box, FormControl, FormLabel, type SxProps, type Theme } from '@portal/platform';
import { CheckField } from '@portal/platform/plain-controls';

export interface CheckboxOption<T> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

interface CheckboxGroupFilterProps<T extends string | number> {
  legend: string;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Styles for the list of boxes, e.g. a capped, scrolling height. */
  listSx?: SxProps<Theme>;
}

/** One filter group of checkboxes in a fieldset; the selection keeps the options' order. */
export const CheckboxGroupFilter = <T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  listSx,
}: CheckboxGroupFilterProps<T>) => {
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((item) => item !== value);
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };

  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: 1 }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <Box sx={[{ display: 'flex', flexDirection: 'column' }, ...(Array.isArray(listSx) ? listSx : [listSx])]}>
        {options.map((option) => (
          <CheckField
            key={option.value}
            label={option.label}
            disabled={option.disabled}
            checked={selected.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </Box>
    </FormControl>
  );
};
