import { TextField } from '@portal/platform';
import { Controller, useFormContext } from '@portal/platform/forms';
import { checkHolderName, type HolderForm } from './cardForm';

/** The cardholder's name: the one card field the portal keeps (it goes to Stripe as billing_details.name). */
export const HolderNameField = ({ disabled }: { disabled: boolean }) => {
  const { control } = useFormContext<HolderForm>();
  return (
    <Controller
      name="holderName"
      control={control}
      rules={{ validate: checkHolderName }}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={field.onChange}
          inputRef={field.ref}
          label="Cardholder name"
          placeholder="Name as it appears on your card"
          autoComplete="cc-name"
          disabled={disabled}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
};
