import type { ChangeEvent } from 'react';
import type { SearchFacets } from '@portal/platform';
import { NativeSelectField } from '@portal/platform/plain-controls';
import { facetText } from './facetOptions';
import { DURATION_OPTIONS } from './filterState';

interface DurationFilterProps {
  value: number | null;
  facets?: SearchFacets['duration'];
  currency: string;
  onChange: (hours: number | null) => void;
}

/** A maximum outbound duration in hours, or Any, each with its count and lowest price. A native select: light, and keyboard friendly. */
export const DurationFilter = ({ value, facets, currency, onChange }: DurationFilterProps) => (
  <NativeSelectField
    fullWidth
    size="small"
    label="Duration"
    value={value === null ? '' : String(value)}
    onChange={(event: ChangeEvent<HTMLInputElement>) =>
      onChange(event.target.value === '' ? null : Number(event.target.value))
    }
  >
    <option value="">Any</option>
    {DURATION_OPTIONS.map((hours) => {
      const facet = facets?.find((item) => item.value === hours);
      return (
        <option key={hours} value={hours}>
          Up to {hours} h{facet ? ` (${facetText(facet, currency)})` : ''}
        </option>
      );
    })}
  </NativeSelectField>
);
