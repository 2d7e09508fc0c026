import { DatePickerField } from '@portal/platform';
import { Controller, useFormMethods, type FieldPath } from '@portal/platform/forms';
import type { PassengersFormValues } from './passengerForm';

interface DateFieldProps {
  name: FieldPath<PassengersFormValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  maxDate?: string;
}

/** A date of the passenger form: the portal's date picker bound to the form, 'yyyy-MM-dd' inside. */
export const DateField = ({ name, label, required, disabled, maxDate }: DateFieldProps) => {
  const { control } = useFormMethods<PassengersFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePickerField
          label={label}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          maxDate={maxDate}
          required={required}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
};
