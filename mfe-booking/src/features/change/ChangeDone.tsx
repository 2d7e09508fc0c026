import {
  Alert,
  AlertTitle,
  Stack,
  formatTotal,
  type BookingChangeOffer,
  type ChangeConfirmAnswer,
} from '@portal/platform';
import { BackToTrips } from './BackToTrips';
import { ChangeSliceLine } from './ChangeOfferCard';

const moneySentence = (answer: ChangeConfirmAnswer): string => {
  if (answer.direction === 'pay') return ` We charged ${formatTotal(answer.amount, answer.currency)} to your card.`;
  if (answer.direction === 'refund')
    return ` ${formatTotal(answer.amount, answer.currency)} is being refunded to your card.`;
  return '';
};

/** The change made: the new flights, what the card paid or gets back, and the way back to My Trips. */
export const ChangeDone = ({ offer, answer }: { offer: BookingChangeOffer; answer: ChangeConfirmAnswer }) => (
  <Stack spacing={3}>
    <Alert severity="success" role="status">
      <AlertTitle>Your booking has been changed</AlertTitle>
      Your new flights are confirmed with the airline.{moneySentence(answer)}
    </Alert>
    <Stack spacing={0.5} aria-label="Your new flights" component="section">
      {offer.slices.map((slice, index) => (
        <ChangeSliceLine key={index} slice={slice} />
      ))}
    </Stack>
    <BackToTrips primary />
  </Stack>
);
