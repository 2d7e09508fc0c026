import type { ChangeEvent } from 'react';
import { TextField } from '@portal/platform';
import { isSortKey, SORT_OPTIONS, type SortKey } from '../filters';

/** Every order, 'Price: High to Low' among them: Best, price either way, or shortest outbound first. */
export const SortSelect = ({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) => (
  <TextField
    select
    size="small"
    label="Sort by"
    value={value}
    onChange={(event: ChangeEvent<HTMLInputElement>) => {
      if (isSortKey(event.target.value)) onChange(event.target.value);
    }}
    slotProps={{ select: { native: true } }}
    sx={{ minWidth: 200 }}
  >
    {SORT_OPTIONS.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </TextField>
);
