import type { ComponentProps } from 'react';
import { Controller, TextField, type Brand, type Control, type FieldPath } from '@portal/platform';

type TextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'>;

interface Props extends TextFieldProps {
  control: Control<Brand>;
  name: FieldPath<Brand>;
  /** Shown under the field while there is no error. */
  hint?: string;
}

/** A text field bound to one brand field, showing the contract's message under it. */
export const FormTextField = ({ control, name, hint, ...props }: Props) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        size="small"
        fullWidth
        {...props}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? hint}
      />
    )}
  />
);
