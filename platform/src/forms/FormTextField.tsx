import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
// The platform's own shared module: its UI comes from the copy the page already has, not into this chunk.
import { TextField } from '@portal/platform';

type TextFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
>;

export interface FormTextFieldProps<T extends FieldValues> extends TextFieldProps {
  /** The form's control; without it, the form of the nearest FormProvider. */
  control?: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while there is no error. */
  hint?: string;
}

/** A text field (or, with `select`, a select) bound to a react-hook-form field, showing the contract's message under it. */
export const FormTextField = <T extends FieldValues>({ control, name, hint, ...props }: FormTextFieldProps<T>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        {...props}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? hint}
        fullWidth
      />
    )}
  />
);
