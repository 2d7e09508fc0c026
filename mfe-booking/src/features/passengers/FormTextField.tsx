import type { ReactNode } from 'react';
import { Controller, TextField, useFormContext, type FieldPath } from '@portal/platform';
import type { PassengersFormValues } from './passengerForm';

interface FormTextFieldProps {
  name: FieldPath<PassengersFormValues>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  /** Options: makes the field a select. */
  children?: ReactNode;
}

/** A text field (or select) of the passenger form, bound to the form and showing its message. */
export const FormTextField = ({ name, label, required, disabled, type, autoComplete, children }: FormTextFieldProps) => {
  const { control } = useFormContext<PassengersFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={label}
          required={required}
          disabled={disabled}
          type={type}
          autoComplete={autoComplete}
          select={Boolean(children)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        >
          {children}
        </TextField>
      )}
    />
  );
};
