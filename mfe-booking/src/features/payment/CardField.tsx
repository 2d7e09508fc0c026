import { Controller, TextField, useFormContext, type CardDetailsInput } from '@portal/platform';

interface CardFieldProps {
  name: keyof CardDetailsInput;
  label: string;
  autoComplete: string;
  placeholder?: string;
  numeric?: boolean;
  mask?: (value: string) => string;
  disabled?: boolean;
  /** Shown in error without a message of its own (the expiry year shares the month's). */
  invalid?: boolean;
}

/** One card input, masked as typed (§5) and showing its message. */
export const CardField = ({ name, label, autoComplete, placeholder, numeric, mask, disabled, invalid }: CardFieldProps) => {
  const { control } = useFormContext<CardDetailsInput>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
          inputRef={field.ref}
          label={label}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          required
          fullWidth
          error={Boolean(fieldState.error) || invalid}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
        />
      )}
    />
  );
};
