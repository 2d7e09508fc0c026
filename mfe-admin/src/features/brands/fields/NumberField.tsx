import type { ComponentProps } from 'react';
import { TextField, type Brand } from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';

interface Props extends Omit<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef' | 'type'
> {
  control: Control<Brand>;
  name: 'markup.percent' | 'markup.fixedAmount';
  hint: string;
}

/** A number: an empty box is NaN, which the contract reports as missing rather than as 0. */
export const NumberField = ({ control, name, hint, ...props }: Props) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        size="small"
        fullWidth
        {...props}
        type="number"
        name={field.name}
        value={Number.isNaN(field.value) ? '' : field.value}
        onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? hint}
      />
    )}
  />
);
