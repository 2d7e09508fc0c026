import { useState } from 'react';
import { AVAILABLE_FONTS, MenuItem, Stack, TextField, type Brand } from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';

const OTHER = '__other__';

/**
 * The fonts the portal ships, or another family name (checked by the contract, so it cannot
 * break out of the CSS value); a font the portal does not ship falls back to the system font.
 */
export const FontField = ({ control }: { control: Control<Brand> }) => (
  <Controller
    control={control}
    name="theme.font"
    render={({ field, fieldState }) => (
      <FontInputs
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
    )}
  />
);

interface InputsProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

const FontInputs = ({ value, onChange, onBlur, error }: InputsProps) => {
  const [other, setOther] = useState(!AVAILABLE_FONTS.includes(value));
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        fullWidth
        label="Font"
        value={other ? OTHER : value}
        onChange={(event) => {
          const chosen = event.target.value;
          setOther(chosen === OTHER);
          onChange(chosen === OTHER ? '' : chosen);
        }}
        helperText={other ? undefined : 'Shipped with the portal'}
      >
        {AVAILABLE_FONTS.map((font) => (
          <MenuItem key={font} value={font}>
            {font}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>Another font…</MenuItem>
      </TextField>
      {other && (
        <TextField
          size="small"
          fullWidth
          label="Font family name"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? 'Not shipped with the portal: visitors see the system font unless they have it.'}
        />
      )}
    </Stack>
  );
};
