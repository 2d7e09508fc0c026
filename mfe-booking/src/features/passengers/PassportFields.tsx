import { useState } from 'react';
import { Button, Grid, MenuItem, PASSPORT_COUNTRIES, Stack, Typography, passportDaysLeft, useFormContext, useWatch } from '@portal/platform';
import { DateField } from './DateField';
import { FormTextField } from './FormTextField';
import type { PassengersFormValues } from './passengerForm';

const WARNING_DAYS = 180;

interface PassportFieldsProps {
  index: number;
  required: boolean;
  disabled: boolean;
  today: string;
}

const ExpiryHint = ({ expiry, today }: { expiry: string; today: string }) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const days = passportDaysLeft(expiry, today);
  if (days <= 0) return <Typography variant="body2" sx={{ color: 'error.main' }}>Passport has expired</Typography>;
  if (days < WARNING_DAYS) return <Typography variant="body2" sx={{ color: 'warning.main' }}>Passport expires in less than 6 months</Typography>;
  return null;
};

/**
 * Passport number, expiry and issuing country: required when the trip needs them (§5), else
 * optional with 'Skip Passport Info', which clears and hides them.
 */
export const PassportFields = ({ index, required, disabled, today }: PassportFieldsProps) => {
  const { control, setValue } = useFormContext<PassengersFormValues>();
  const expiry = useWatch({ control, name: `passengers.${index}.passportExpiryDate` });
  const [skipped, setSkipped] = useState(false);
  const field = (name: 'passportNumber' | 'passportExpiryDate' | 'passportIssuingCountry') => `passengers.${index}.${name}` as const;

  const skip = () => {
    for (const name of ['passportNumber', 'passportExpiryDate', 'passportIssuingCountry'] as const) setValue(field(name), '', { shouldValidate: false });
    setSkipped(true);
  };

  if (!required && skipped) {
    return (
      <Button size="small" onClick={() => setSkipped(false)} disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        Add Passport Info
      </Button>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h4">
          {required ? 'Passport details (required for this trip)' : 'Passport details (optional)'}
        </Typography>
        {!required && (
          <Button size="small" onClick={skip} disabled={disabled}>
            Skip Passport Info
          </Button>
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField name={field('passportNumber')} label="Passport number" required={required} disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField name={field('passportExpiryDate')} label="Passport expiry date" required={required} disabled={disabled} />
          <ExpiryHint expiry={expiry ?? ''} today={today} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormTextField name={field('passportIssuingCountry')} label="Issuing country" required={required} disabled={disabled}>
            {PASSPORT_COUNTRIES.map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
      </Grid>
    </Stack>
  );
};
