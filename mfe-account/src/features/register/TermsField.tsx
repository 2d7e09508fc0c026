import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  RouterLink,
  Typography,
  type RegisterFormValues,
} from '@portal/platform';
import { Controller, type Control } from '@portal/platform/forms';

/** The terms box: a condition of registering (issue 20; the spec left it unenforced), checked by the gateway too. */
export const TermsField = ({ control }: { control: Control<RegisterFormValues> }) => (
  <Controller
    control={control}
    name="terms"
    render={({ field, fieldState }) => (
      <FormControl error={Boolean(fieldState.error)}>
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{
                input: {
                  ref: field.ref,
                  'aria-invalid': Boolean(fieldState.error),
                  'aria-describedby': fieldState.error ? 'terms-error' : undefined,
                },
              }}
            />
          }
          label={
            <Typography variant="body2">
              I agree to the{' '}
              <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </Typography>
          }
        />
        {fieldState.error && <FormHelperText id="terms-error">{fieldState.error.message}</FormHelperText>}
      </FormControl>
    )}
  />
);
