import {
  Box,
  Typography,
  formatFormDate,
  formatTotal,
  type AirlineCredit,
  type CancellationPreview,
  type RefundForm,
} from '@portal/platform';

/** How a cancellation pays back, in a sentence: the card, the airline's credits, or a voucher. */
export const refundSentence = (refundTo: RefundForm, amount: string, currency: string, done: boolean): string => {
  const price = formatTotal(amount, currency);
  if (refundTo === 'airline_credits')
    return done
      ? `The airline refunded ${price} as credit for future flights with them, not to your card.`
      : `The airline refunds ${price} as credit for future flights with them, not to your card.`;
  if (refundTo === 'voucher')
    return done
      ? `The airline refunded ${price} as a travel voucher, not to your card.`
      : `The airline refunds ${price} as a travel voucher, not to your card.`;
  return done ? `${price} was refunded to your card.` : `${price} will be refunded to the card you paid with.`;
};

/**
 * What cancelling keeps, by amount, before the traveller confirms: the brand's service fee is never
 * refunded (README, Trips and cancellations) and the airline may keep a fee of its own. Null when
 * the gateway could not work it out; the dialog then states the rule without an amount.
 */
export const keptSentence = ({
  paidAmount,
  keptAmount,
  serviceFeeKept,
  airlineFeeKept,
  refundCurrency,
}: CancellationPreview): string | null => {
  if (keptAmount === null || serviceFeeKept === null || airlineFeeKept === null || paidAmount === null) return null;
  const money = (amount: string) => formatTotal(amount, refundCurrency);
  if (!(Number(keptAmount) > 0)) return `Nothing is kept: all of the ${money(paidAmount)} you paid comes back.`;
  const fee = Number(serviceFeeKept) > 0 ? `our service fee of ${money(serviceFeeKept)}` : '';
  const airline = Number(airlineFeeKept) > 0 ? `the airline's cancellation fee of ${money(airlineFeeKept)}` : '';
  const parts = [fee, airline].filter(Boolean).join(' and ');
  const noAirlineFee = airline ? '' : ' The airline charges no refund fee.';
  return `Not refunded: ${money(keptAmount)} of the ${money(paidAmount)} you paid, ${parts}.${noAirlineFee}`;
};

/** The credits a cancellation left, each with the code that redeems it and when it usually lapses. */
export const AirlineCreditsList = ({ credits }: { credits: AirlineCredit[] }) =>
  credits.length === 0 ? null : (
    <Box component="ul" aria-label="Airline credits" sx={{ m: 0, mt: 1, pl: 2.5 }}>
      {credits.map((credit) => (
        <Typography component="li" variant="body2" key={credit.code}>
          {credit.passengerName ? `${credit.passengerName}: ` : ''}
          {credit.name} {formatTotal(credit.amount, credit.currency)}, code <strong>{credit.code}</strong>, issued{' '}
          {formatFormDate(credit.issuedOn)}, usually valid until {formatFormDate(credit.expiresOn)} (the airline&apos;s
          conditions apply)
        </Typography>
      ))}
    </Box>
  );
