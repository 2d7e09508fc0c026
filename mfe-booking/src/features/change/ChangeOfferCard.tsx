import {
  Box,
  Button,
  Paper,
  Stack,
  Typography,
  formatCardDate,
  formatTime,
  type BookingChangeOffer,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { amountLine, amountParts } from './changeAmount';

/** One flight of a change offer: route, day, times, flight numbers and the fare it is sold in. */
export const ChangeSliceLine = ({ slice }: { slice: BookingChangeOffer['slices'][number] }) => (
  <Typography variant="body2">
    <strong>
      {slice.origin} → {slice.destination}
    </strong>{' '}
    · {formatCardDate(slice.departingAt)} · {formatTime(slice.departingAt)} – {formatTime(slice.arrivingAt)}
    {slice.arrivingAt.slice(0, 10) > slice.departingAt.slice(0, 10) ? ' (+1 day)' : ''} ·{' '}
    {slice.flightNumbers.join(', ')}
    {slice.fareBrandName ? ` · ${slice.fareBrandName} fare` : ''}
  </Typography>
);

interface ChangeOfferCardProps {
  offer: BookingChangeOffer;
  onChoose?(): void;
}

/** A change offer: its flights, what the card pays or gets back, and what that is made of. */
export const ChangeOfferCard = ({ offer, onChoose }: ChangeOfferCardProps) => {
  const label = offer.slices.map((slice) => `${slice.origin} → ${slice.destination}`).join(', ');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Change to ${label}, ${amountLine(offer)}`}
      data-testid="change-offer"
      sx={{ p: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          {offer.slices.map((slice, index) => (
            <ChangeSliceLine key={index} slice={slice} />
          ))}
          {amountParts(offer).map((part) => (
            <Typography key={part} variant="caption" sx={{ color: 'text.secondary' }}>
              {part}
            </Typography>
          ))}
        </Stack>
        <Box sx={{ textAlign: { sm: 'right' }, minWidth: 180 }}>
          <Typography variant="h6" component="p">
            {amountLine(offer)}
          </Typography>
          {offer.freeChangeWindow && <Tag size="small" color="success" label="Free change" sx={{ mb: 1 }} />}
          {onChoose && (
            <Box>
              <Button variant="contained" onClick={onChoose}>
                Choose
              </Button>
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
};
