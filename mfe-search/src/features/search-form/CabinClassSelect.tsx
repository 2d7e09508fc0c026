import { CABIN_CLASSES, TextField, type CabinClass } from '@portal/platform';
import { CABIN_LABELS } from './searchFormValues';

interface CabinClassSelectProps {
  value: CabinClass;
  onChange: (value: CabinClass) => void;
  name?: string;
}

/** The input element of the field: a native select (InputBase hands it value, onChange and the options). */
const NativeSelectElement = (props: Record<string, unknown>) => <select {...props} />;

/**
 * Economy, Premium Economy, Business or First Class: the browser's own select inside an outlined
 * field (like the results page's sort and duration selects), so the home page's first load does
 * not carry MUI's Select and its menu.
 */
export const CabinClassSelect = ({ value, onChange, name }: CabinClassSelectProps) => (
  <TextField
    label="Cabin class"
    name={name}
    value={value}
    onChange={(event) => onChange(event.target.value as CabinClass)}
    fullWidth
    slotProps={{
      input: { inputComponent: NativeSelectElement },
      htmlInput: {
        children: CABIN_CLASSES.map((cabin) => (
          <option key={cabin} value={cabin}>
            {CABIN_LABELS[cabin]}
          </option>
        )),
      },
      inputLabel: { shrink: true },
    }}
  />
);
