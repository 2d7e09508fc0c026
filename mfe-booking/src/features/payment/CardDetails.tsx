import type { ReactNode } from 'react';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { Paper, Stack, Typography } from '@portal/platform';
import { CardEntry } from './CardEntry';
import { HolderNameField } from './HolderNameField';
import type { StripeJs } from './useStripeJs';

interface CardDetailsProps {
  stripeJs: StripeJs;
  disabled: boolean;
  cardChange: StripeCardElementChangeEvent | null;
  onCardChange: (event: StripeCardElementChangeEvent) => void;
  /** Shown between the card and the holder's name (a decline's explanation). */
  notice?: ReactNode;
}

/** The card panel of a payment: Stripe's card Element, then the holder's name (inside a HolderForm). */
export const CardDetails = ({ stripeJs, disabled, cardChange, onCardChange, notice }: CardDetailsProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        Card details
      </Typography>
      <CardEntry
        stripeJs={stripeJs}
        disabled={disabled}
        error={cardChange?.error?.message ?? null}
        onChange={onCardChange}
      />
      {notice}
      <HolderNameField disabled={disabled} />
    </Stack>
  </Paper>
);
