import { Fragment } from 'react';
import { Alert, Divider, Stack, Typography, formatDuration, type FlightOffer } from '@portal/platform';
import { layoverText } from './layover';
import { SegmentDetails } from './SegmentDetails';
import { sliceLabel } from './sliceFacts';

/** Every segment of every slice, with the layover between connecting segments. */
export const FlightDetailsTab = ({ offer }: { offer: FlightOffer }) => (
  <Stack spacing={3} divider={<Divider />}>
    {offer.slices.map((slice, index) => (
      <Stack key={slice.id} spacing={2} component="section" aria-label={`${sliceLabel(index, offer.slices)} flights`}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {sliceLabel(index, offer.slices)}: {slice.origin.iata_code} → {slice.destination.iata_code}
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {' '}
            · {formatDuration(slice.duration)}
          </Typography>
        </Typography>
        {slice.segments.map((segment, position) => {
          const next = slice.segments[position + 1];
          return (
            <Fragment key={segment.id}>
              <SegmentDetails segment={segment} />
              {next && (
                <Alert severity="info" icon={false} sx={{ py: 0 }} data-testid="layover">
                  {layoverText(segment, next)}
                </Alert>
              )}
            </Fragment>
          );
        })}
      </Stack>
    ))}
  </Stack>
);
