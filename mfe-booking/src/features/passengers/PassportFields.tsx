import { useState } from 'react';
import {
  Button,
  Grid,
  PASSPORT_EXPIRES_DURING_TRIP_MESSAGE,
  Stack,
  Typography,
  passportDaysLeft,
} from '@portal/platform';
import { Controller, FormTextField, useFormMethods, useFormState, useWatch } from '@portal/platform/forms';
import { CountryPicker } from './CountryPicker';
import { DateField } from './DateField';
import type { PassengersFormValues } from './passengerForm';

const WARNING_DAYS = 180;

interface PassportFieldsProps {
  index: number;
  required: boolean;
  disabled: boolean;
  today: string;
  /** yyyy-MM-dd: the arrival of the trip's last flight. */
  lastFlightDate: string;
}

interface ExpiryHintProps {
  expiry: string;
  today: string;
  lastFlightDate: string;
  /** The field shows the contract's message already (after a submit). */
  fieldHasError: boolean;
}

/**
 * What the expiry date means for this trip, as soon as it is entered: expired; expiring before the
 * last flight (the contract refuses it); or valid for the trip but for less than 6 months from
 * today or from the last flight (some countries want 6 months beyond the stay).
 */
const ExpiryHint = ({ expiry, today, lastFlightDate, fieldHasError }: ExpiryHintProps) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const days = passportDaysLeft(expiry, today);
  if (days <= 0)
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        Passport has expired
      </Typography>
    );
  if (expiry < lastFlightDate)
    return fieldHasError ? null : (
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        {PASSPORT_EXPIRES_DURING_TRIP_MESSAGE}
      </Typography>
    );
  if (days < WARNING_DAYS)
    return (
      <Typography variant="body2" sx={{ color: 'warning.main' }}>
        Passport expires in less than 6 months
      </Typography>
    );
  if (passportDaysLeft(expiry, lastFlightDate) < WARNING_DAYS)
    return (
      <Typography variant="body2" sx={{ color: 'warning.main' }}>
        Passport expires less than 6 months after your last flight
      </Typography>
    );
  return null;
};

/**
 * Passport number, expiry and issuing country: required when the trip needs them (passportRequiredFor), else
 * optional with 'Skip Passport Info', which clears and hides them.
 */
export const PassportFields = ({ index, required, disabled, today, lastFlightDate }: PassportFieldsProps) => {
  const { control, setValue, getFieldState } = useFormMethods<PassengersFormValues>();
  const expiry = useWatch({ control, name: `passengers.${index}.passportExpiryDate` });
  const expiryState = useFormState({ control, name: `passengers.${index}.passportExpiryDate` });
  const [skipped, setSkipped] = useState(false);
  const field = (name: 'passportNumber' | 'passportExpiryDate' | 'passportIssuingCountry') =>
    `passengers.${index}.${name}` as const;

  const skip = () => {
    for (const name of ['passportNumber', 'passportExpiryDate', 'passportIssuingCountry'] as const)
      setValue(field(name), '', { shouldValidate: false });
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
          <FormTextField<PassengersFormValues>
            name={field('passportNumber')}
            label="Passport number"
            required={required}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField
            name={field('passportExpiryDate')}
            label="Passport expiry date"
            required={required}
            disabled={disabled}
          />
          <ExpiryHint
            expiry={expiry ?? ''}
            today={today}
            lastFlightDate={lastFlightDate}
            fieldHasError={Boolean(getFieldState(field('passportExpiryDate'), expiryState).error)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            name={field('passportIssuingCountry')}
            control={control}
            render={({ field: country, fieldState }) => (
              <CountryPicker
                label="Issuing country"
                name={country.name}
                value={country.value ?? ''}
                onChange={country.onChange}
                onBlur={country.onBlur}
                inputRef={country.ref}
                required={required}
                disabled={disabled}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      </Grid>
    </Stack>
  );
};
