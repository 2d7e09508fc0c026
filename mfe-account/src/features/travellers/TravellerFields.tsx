import { Grid, MenuItem, Typography, todayIso } from '@portal/platform';
import { FormTextField, type Control } from '@portal/platform/forms';
import { passportCountries } from '@portal/platform/countries';
import { TravellerDateField } from './TravellerDateField';
import { GENDER_LABELS, TITLE_LABELS, type TravellerFormValues } from './travellerForm';

/** The saved traveller's fields, named and laid out as on the passenger step. */
export const TravellerFields = ({ control }: { control: Control<TravellerFormValues> }) => (
  <Grid container spacing={2} sx={{ pt: 1 }}>
    <Grid size={{ xs: 12, sm: 3 }}>
      <FormTextField control={control} name="title" label="Title" select>
        <MenuItem value="">None</MenuItem>
        {Object.entries(TITLE_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </FormTextField>
    </Grid>
    <Grid size={{ xs: 12, sm: 9 }}>
      <FormTextField control={control} name="firstName" label="First name" hint="As on the passport" required />
    </Grid>
    <Grid size={12}>
      <FormTextField control={control} name="lastName" label="Last name" required />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name="gender" label="Gender" select required>
        {Object.entries(GENDER_LABELS).map(([value, text]) => (
          <MenuItem key={value} value={value}>
            {text}
          </MenuItem>
        ))}
      </FormTextField>
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <TravellerDateField control={control} name="dateOfBirth" label="Date of birth" maxDate={todayIso()} required />
    </Grid>
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3">
        Passport (optional)
      </Typography>
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name="passportNumber" label="Passport number" autoComplete="off" />
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name="passportIssuingCountry" label="Issuing country" select>
        <MenuItem value="">None</MenuItem>
        {passportCountries().map(({ code, name }) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </FormTextField>
    </Grid>
    <Grid size={{ xs: 12, sm: 6 }}>
      {/* No minDate: the picker drops a year typed digit by digit below it; the contract says "Passport must not be expired". */}
      <TravellerDateField control={control} name="passportExpiryDate" label="Passport expiry date" />
    </Grid>
  </Grid>
);
