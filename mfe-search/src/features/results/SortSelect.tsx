import type { ChangeEvent } from 'react';
import { NativeSelectField } from '@portal/platform/plain-controls';
import { isSortKey, SORT_OPTIONS, type SortKey } from '../filters';

/** A native select (neither MUI's Select nor its menu on the results' first load) of every order, 'Price: High to Low' among them: Best, price either way, or shortest outbound first. */
export const SortSelect = ({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) => (
  <NativeSelectField
    size="small"
    label="Sort by"
    value={value}
    onChange={(event: ChangeEvent<HTMLInputElement>) => {
      if (isSortKey(event.target.value)) onChange(event.target.value);
    }}
    sx={{ minWidth: 200 }}
  >
    {SORT_OPTIONS.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </NativeSelectField>
);
