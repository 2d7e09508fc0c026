import type { ChangeEvent } from 'react';
import { TextField } from '@portal/platform';
import { DURATION_OPTIONS } from './filterState';

interface DurationFilterProps {
  value: number | null;
  onChange: (hours: number | null) => void;
}

/** A maximum outbound duration in hours, or Any. A native select: light, and keyboard friendly. */
export const DurationFilter = ({ value, onChange }: DurationFilterProps) => (
  <TextField
    select
    fullWidth
    size="small"
    label="Duration"
    value={value === null ? '' : String(value)}
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
  >
    <option value="">Any</option>
    {DURATION_OPTIONS.map((hours) => (
      <option key={hours} value={hours}>
        Up to {hours} h
      </option>
    ))}
  </TextField>
);
