import { Box, Typography, formatFormDate, formatPrice, type AirlineCredit, type RefundForm } from '@portal/platform';

/** How a cancellation pays back, in a sentence: the card, the airline's credits, or a voucher. */
export const refundSentence = (refundTo: RefundForm, amount: string, currency: string, done: boolean): string => {
  const price = formatPrice(amount, currency);
  if (refundTo === 'airline_credits') return done ? `The airline refunded ${price} as credit for future flights with them, not to your card.` : `The airline refunds ${price} as credit for future flights with them, not to your card.`;
  if (refundTo === 'voucher') return done ? `The airline refunded ${price} as a travel voucher, not to your card.` : `The airline refunds ${price} as a travel voucher, not to your card.`;
  return done ? `${price} was refunded to your card.` : `${price} will be refunded to the card you paid with.`;
};

/** The credits a cancellation left, each with the code that redeems it and when it usually lapses. */
export const AirlineCreditsList = ({ credits }: { credits: AirlineCredit[] }) =>
  credits.length === 0 ? null : (
    <Box component="ul" aria-label="Airline credits" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {credits.map((credit) => (
        <Typography component="li" variant="body2" key={credit.code}>
          {credit.passengerName ? `${credit.passengerName}: ` : ''}
          {credit.name} {formatPrice(credit.amount, credit.currency)}, code <strong>{credit.code}</strong>, issued {formatFormDate(credit.issuedOn)}, usually valid until{' '}
          {formatFormDate(credit.expiresOn)} (the airline&apos;s conditions apply)
        </Typography>
      ))}
    </Box>
  );
