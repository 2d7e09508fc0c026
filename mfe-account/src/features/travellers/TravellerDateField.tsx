import { DatePickerField } from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';
import type { TravellerFormValues } from './travellerForm';

interface TravellerDateFieldProps {
  control: Control<TravellerFormValues>;
  name: 'dateOfBirth' | 'passportExpiryDate';
  label: string;
  required?: boolean;
  minDate?: string;
  maxDate?: string;
}

/** A date of the traveller form: the portal's date picker, 'yyyy-MM-dd' inside. */
export const TravellerDateField = ({ control, name, label, required, minDate, maxDate }: TravellerDateFieldProps) => (
  <Controller
    name={name}
    control={control}
    render={({ field, fieldState }) => (
      <DatePickerField
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        minDate={minDate}
        maxDate={maxDate}
        required={required}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
      />
    )}
  />
);
