import { Checkbox, Controller, FormControlLabel, Link, RouterLink, Typography, type Control, type RegisterFormValues } from '@portal/platform';

/** The terms box. The spec does not make it a condition of registering, so nothing checks it. */
export const TermsField = ({ control }: { control: Control<RegisterFormValues> }) => (
  <Controller
    control={control}
    name="terms"
    render={({ field }) => (
      <FormControlLabel
        control={<Checkbox name={field.name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
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
    )}
  />
);
