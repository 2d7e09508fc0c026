import { CABIN_CLASSES, MenuItem, TextField, type CabinClass } from '@portal/platform';
import { CABIN_LABELS } from './searchFormValues';

interface CabinClassSelectProps {
  value: CabinClass;
  onChange: (value: CabinClass) => void;
  name?: string;
}

/** Economy, Premium Economy, Business or First Class. */
export const CabinClassSelect = ({ value, onChange, name }: CabinClassSelectProps) => (
  <TextField select label="Cabin class" name={name} value={value} onChange={(event) => onChange(event.target.value as CabinClass)} fullWidth>
    {CABIN_CLASSES.map((cabin) => (
      <MenuItem key={cabin} value={cabin}>
        {CABIN_LABELS[cabin]}
      </MenuItem>
    ))}
  </TextField>
);
