import {
  Card,
  CardContent,
  Divider,
  Stack,
  Typography,
  formatCardDate,
  formatDuration,
  formatPrice,
  formatTime,
  formatTotal,
  sharePerTraveller,
  type FlightOffer,
  type SeatSelection,
} from '@portal/platform';
import { checkoutTotal, seatsTotal } from '../../shared/money';
import { PriceLine } from '../../shared/PriceLine';

interface FlightSummaryCardProps {
  offer: FlightOffer;
  /** '2 Adults, 1 Child'. */
  party: string;
  seats: SeatSelection[];
  /** Who holds a seat, by the offer's passenger id. */
  nameOf: (passengerId: string) => string;
}

/**
 * The trip and its price, beside every step, to the cent: the airline's base fare, its taxes, the
 * brand's service fee, the chosen seats, and the total they add up to. Airlines price the party,
 * so the amount per traveller is the total shared out and says it is an average.
 */
export const FlightSummaryCard = ({ offer, party, seats, nameOf }: FlightSummaryCardProps) => {
  const currency = offer.total_currency;
  const total = checkoutTotal(offer, seats);
  const travellers = offer.passengers.length;
  const average = travellers > 1 ? sharePerTraveller(total, travellers) : null;
  const segments = offer.slices.flatMap((slice) => slice.segments);
  const routeOf = (segmentId: string) => {
    const segment = segments.find((candidate) => candidate.id === segmentId);
    return segment ? `${segment.origin.iata_code} → ${segment.destination.iata_code}` : '';
  };
  return (
    <Card variant="outlined" component="aside" aria-label="Flight summary">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Flight Summary
          </Typography>
          {offer.slices.map((slice) => (
            <Stack key={slice.id} spacing={0.25}>
              <Typography sx={{ fontWeight: 600 }}>
                {slice.origin.iata_code} → {slice.destination.iata_code}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatCardDate(slice.segments[0]?.departing_at)} · {formatTime(slice.segments[0]?.departing_at)} –{' '}
                {formatTime(slice.segments[slice.segments.length - 1]?.arriving_at)} · {formatDuration(slice.duration)}
              </Typography>
            </Stack>
          ))}
          <Typography variant="body2">{offer.owner.name}</Typography>
          <Typography variant="body2" data-testid="summary-passengers">
            {party}
          </Typography>
          <Divider />
          <PriceLine
            label="Base fare"
            value={formatTotal(offer.base_amount, offer.base_currency)}
            testId="summary-base"
          />
          <PriceLine
            label="Taxes & airline charges"
            value={formatTotal(offer.tax_amount, offer.tax_currency)}
            testId="summary-taxes"
          />
          <PriceLine
            label="Our service fee"
            value={formatTotal(offer.service_fee_amount, offer.service_fee_currency)}
            testId="summary-service-fee"
          />
          {seats.length > 0 && (
            <Stack spacing={0.5}>
              <PriceLine label="Seats" value={formatTotal(seatsTotal(seats), currency)} testId="summary-seats" />
              <Stack spacing={0.25} component="ul" aria-label="Chosen seats" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {seats.map((seat) => (
                  <Typography
                    component="li"
                    variant="caption"
                    key={`${seat.segmentId}-${seat.passengerId}`}
                    sx={{ color: 'text.secondary' }}
                  >
                    {routeOf(seat.segmentId)} · Seat {seat.designator} · {nameOf(seat.passengerId)}
                    {Number(seat.amount) > 0 ? ` · ${formatPrice(seat.amount, seat.currency)}` : ' · free'}
                  </Typography>
                ))}
              </Stack>
            </Stack>
          )}
          <Divider />
          <PriceLine label="Total" value={formatTotal(total, currency)} testId="summary-total" strong />
          {average ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="summary-per-traveller">
              {formatTotal(average, currency)} per traveller on average: the airline prices the party as a whole.
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
