import {
  CheckCircleIcon,
  CloseIcon,
  LuggageIcon,
  Stack,
  Typography,
  formatPrice,
  formatTotal,
  type FlightOffer,
  type Slice,
} from '@portal/platform';
import { sliceLabel } from './sliceFacts';

type Penalty = FlightOffer['conditions']['refund_penalty'];

const Rule = ({ allowed, title, detail }: { allowed: boolean; title: string; detail: string }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
    {allowed ? <CheckCircleIcon color="success" /> : <CloseIcon color="error" />}
    <div>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {detail}
      </Typography>
    </div>
  </Stack>
);

const feeText = (penalty: Penalty, what: string) =>
  penalty && Number(penalty.amount) > 0
    ? `${what} fee: ${formatPrice(penalty.amount, penalty.currency)}`
    : `No ${what.toLowerCase()} fee`;

/**
 * A refund keeps the brand's service fee (README, Trips and cancellations): a refundable fare
 * says so by amount, so 'no refund fee' never reads as 'everything back'.
 */
const refundText = (offer: FlightOffer): string => {
  const penalty = offer.conditions.refund_penalty;
  const airline =
    penalty && Number(penalty.amount) > 0
      ? `Airline refund fee: ${formatTotal(penalty.amount, penalty.currency)}`
      : 'No airline refund fee';
  if (!(Number(offer.service_fee_amount) > 0))
    return penalty && Number(penalty.amount) > 0
      ? `Refund fee: ${formatTotal(penalty.amount, penalty.currency)}`
      : 'No refund fee';
  return `${airline} · our service fee of ${formatTotal(offer.service_fee_amount, offer.service_fee_currency)} is not refunded`;
};

const bags = (count: number, kind: string) => `${count} ${kind} ${count === 1 ? 'bag' : 'bags'}`;

/** What every segment of the slice allows: the smallest allowance binds. */
const allowance = (slice: Slice) => ({
  checked: Math.min(...slice.segments.map((segment) => segment.baggage.checked)),
  carryOn: Math.min(...slice.segments.map((segment) => segment.baggage.carry_on)),
});

/** Refund and change conditions with their penalties, and the baggage allowances per slice. */
export const FareRulesTab = ({ offer }: { offer: FlightOffer }) => {
  const { refundable, changeable, change_penalty: changePenalty } = offer.conditions;
  return (
    <Stack spacing={2.5}>
      <Rule
        allowed={refundable}
        title={refundable ? 'Refundable' : 'Non-refundable'}
        detail={refundable ? refundText(offer) : 'This fare cannot be refunded.'}
      />
      <Rule
        allowed={changeable}
        title={changeable ? 'Changeable' : 'Changes not allowed'}
        detail={changeable ? feeText(changePenalty, 'Change') : 'This fare cannot be changed.'}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Baggage allowance
      </Typography>
      {offer.slices.map((slice, index) => {
        if (slice.segments.length === 0) return null;
        const { checked, carryOn } = allowance(slice);
        return (
          <Stack
            key={slice.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
            data-testid="baggage-allowance"
          >
            <LuggageIcon color="action" />
            <Typography variant="body2">
              {sliceLabel(index, offer.slices)} ({slice.origin.iata_code} → {slice.destination.iata_code}):{' '}
              {bags(checked, 'checked')}, {bags(carryOn, 'carry-on')}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
};
