import { Grid, maskCardNumber, maskCvv, maskExpiryMonth, maskExpiryYear, useFormContext, type CardDetailsInput } from '@portal/platform';
import { CardField } from './CardField';

/** Card number, expiry month and year, CVV and the holder's name. */
export const CardFields = ({ disabled }: { disabled: boolean }) => {
  const { formState } = useFormContext<CardDetailsInput>();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <CardField name="number" label="Card number" autoComplete="cc-number" placeholder="1234 5678 9012 3456" numeric mask={maskCardNumber} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 4, sm: 3 }}>
        <CardField name="expiryMonth" label="Month" autoComplete="cc-exp-month" placeholder="MM" numeric mask={maskExpiryMonth} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 4, sm: 3 }}>
        <CardField name="expiryYear" label="Year" autoComplete="cc-exp-year" placeholder="YY" numeric mask={maskExpiryYear} disabled={disabled} invalid={Boolean(formState.errors.expiryMonth)} />
      </Grid>
      <Grid size={{ xs: 4, sm: 6 }}>
        <CardField name="cvv" label="CVV" autoComplete="cc-csc" placeholder="123" numeric mask={maskCvv} disabled={disabled} />
      </Grid>
      <Grid size={12}>
        <CardField name="holderName" label="Cardholder name" autoComplete="cc-name" placeholder="Name as it appears on your card" disabled={disabled} />
      </Grid>
    </Grid>
  );
};
