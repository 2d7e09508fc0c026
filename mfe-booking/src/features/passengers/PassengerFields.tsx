import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Grid, Paper, Stack, Typography } from '@portal/platform';
import { FormTextField } from '@portal/platform/forms';
import { nativeSelectSlotProps, Tag } from '@portal/platform/plain-controls';
import { DateField } from './DateField';
import { PassportFields } from './PassportFields';
import { GENDER_LABELS, TITLE_LABELS, type PassengersFormValues } from './passengerForm';

interface PassengerFieldsProps {
  index: number;
  /** 'Adult 1', 'Child 1'... */
  label: string;
  passportRequired: boolean;
  disabled: boolean;
  today: string;
  /** yyyy-MM-dd: the arrival of the trip's last flight (a passport must be valid until then). */
  lastFlightDate: string;
  /** 'Fill from saved traveller', for a signed-in traveller who saved some. */
  fillFrom?: ReactNode;
  /** For a signed-in traveller: whether this passenger is to be saved to the account on Continue. */
  saveToAccount?: { checked: boolean; onChange(checked: boolean): void };
}

/**
 * A short list's options for the browser's own select (the booking page's first load carries
 * neither MUI's Select nor its menu), after an empty one shown until a choice is made.
 */
const choicesOf = (labels: Record<string, string>) => [
  <option key="" value="" disabled />,
  ...Object.entries(labels).map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  )),
];

/** One passenger's block: name, gender, birth date, contact (required for the primary passenger) and passport. */
export const PassengerFields = ({
  index,
  label,
  passportRequired,
  disabled,
  today,
  lastFlightDate,
  fillFrom,
  saveToAccount,
}: PassengerFieldsProps) => {
  const primary = index === 0;
  const name = <F extends string>(field: F) => `passengers.${index}.${field}` as const;

  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h3">
            {label}
          </Typography>
          {primary && <Tag size="small" color="primary" label="Primary passenger" />}
          {fillFrom && <Box sx={{ ml: 'auto' }}>{fillFrom}</Box>}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 2 }}>
            <FormTextField<PassengersFormValues>
              name={name('title')}
              label="Title"
              required
              disabled={disabled}
              slotProps={nativeSelectSlotProps(choicesOf(TITLE_LABELS))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField<PassengersFormValues>
              name={name('firstName')}
              label="First name"
              required
              disabled={disabled}
              autoComplete={primary ? 'given-name' : 'off'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField<PassengersFormValues>
              name={name('lastName')}
              label="Last name"
              required
              disabled={disabled}
              autoComplete={primary ? 'family-name' : 'off'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<PassengersFormValues>
              name={name('gender')}
              label="Gender"
              required
              disabled={disabled}
              slotProps={nativeSelectSlotProps(choicesOf(GENDER_LABELS))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField name={name('dateOfBirth')} label="Date of birth" required disabled={disabled} maxDate={today} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<PassengersFormValues>
              name={name('email')}
              label={primary ? 'Email' : 'Email (optional)'}
              type="email"
              required={primary}
              disabled={disabled}
              autoComplete={primary ? 'email' : 'off'}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField<PassengersFormValues>
              name={name('phone')}
              label={primary ? 'Phone' : 'Phone (optional)'}
              type="tel"
              required={primary}
              disabled={disabled}
              autoComplete={primary ? 'tel' : 'off'}
            />
          </Grid>
        </Grid>
        <PassportFields
          index={index}
          required={passportRequired}
          disabled={disabled}
          today={today}
          lastFlightDate={lastFlightDate}
        />
        {saveToAccount && (
          <FormControlLabel
            control={
              <Checkbox
                checked={saveToAccount.checked}
                onChange={(event) => saveToAccount.onChange(event.target.checked)}
                disabled={disabled}
              />
            }
            label="Save this traveller to my account"
          />
        )}
      </Stack>
    </Paper>
  );
};
