import { CABIN_CLASSES, type CabinClass } from '@portal/platform';
import { NativeSelectField } from '@portal/platform/plain-controls';
import { CABIN_LABELS } from './searchFormValues';

interface CabinClassSelectProps {
  value: CabinClass;
  onChange: (value: CabinClass) => void;
  name?: string;
}

/**
 * Economy, Premium Economy, Business or First Class: the browser's own select inside an outlined
 * field (like the results page's sort and duration selects), so the home page's first load does
 * not carry MUI's Select and its menu.
 */
export const CabinClassSelect = ({ value, onChange, name }: CabinClassSelectProps) => (
  <NativeSelectField
    label="Cabin class"
    name={name}
    value={value}
    onChange={(event) => onChange(event.target.value as CabinClass)}
    fullWidth
  >
    {CABIN_CLASSES.map((cabin) => (
      <option key={cabin} value={cabin}>
        {CABIN_LABELS[cabin]}
      </option>
    ))}
  </NativeSelectField>
);
