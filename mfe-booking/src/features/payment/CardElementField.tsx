import { useMemo, useState } from 'react';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { Box, FormControl, FormHelperText, FormLabel, useTheme } from '@portal/platform';

interface CardElementFieldProps {
  disabled: boolean;
  /** Stripe's own message for what is typed (its change event's `error.message`). */
  error: string | null;
  onChange: (event: StripeCardElementChangeEvent) => void;
}

/**
 * Stripe's card Element (number, expiry and CVC in Stripe's frame, out of the portal's reach),
 * framed like the portal's outlined fields, with Stripe's message under it.
 */
export const CardElementField = ({ disabled, error, onChange }: CardElementFieldProps) => {
  const theme = useTheme();
  const [focused, setFocused] = useState(false);
  const options = useMemo<StripeCardElementOptions>(
    () => ({
      hidePostalCode: true,
      disabled,
      style: {
        base: {
          fontSize: '16px',
          fontFamily: theme.typography.fontFamily,
          color: theme.palette.text.primary,
          '::placeholder': { color: theme.palette.text.secondary },
        },
        invalid: { color: theme.palette.error.main },
      },
    }),
    [disabled, theme],
  );
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled}>
      <FormLabel id="card-element-label" sx={{ mb: 1 }}>
        Card number, expiry date and CVV
      </FormLabel>
      <Box
        role="group"
        aria-labelledby="card-element-label"
        aria-describedby="card-element-message"
        data-testid="card-element"
        sx={{
          px: 1.75,
          py: 2,
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : focused ? 'primary.main' : 'divider',
          boxShadow: focused ? `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` : 'none',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CardElement
          options={options}
          onChange={onChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </Box>
      <FormHelperText id="card-element-message" role={error ? 'alert' : undefined}>
        {error ?? ' '}
      </FormHelperText>
    </FormControl>
  );
};
