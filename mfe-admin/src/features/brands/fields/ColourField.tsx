import { Box, Stack, TextField, type Brand } from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';
import { isHexColour, type ThemeColour } from '../brandForm';

/** A colour picker and its hex value, both bound to one theme colour. */
export const ColourField = ({
  control,
  name,
  label,
}: {
  control: Control<Brand>;
  name: ThemeColour;
  label: string;
}) => (
  <Controller
    control={control}
    name={`theme.${name}`}
    render={({ field, fieldState }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label={`${label} colour picker`}
          value={isHexColour(field.value) ? field.value.toLowerCase() : '#000000'}
          onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
          sx={{
            flexShrink: 0,
            width: 44,
            height: 40,
            p: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
          }}
        />
        <TextField
          size="small"
          fullWidth
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 7 } }}
        />
      </Stack>
    )}
  />
);
