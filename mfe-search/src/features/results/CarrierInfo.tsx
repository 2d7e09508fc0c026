import { Avatar, FlightIcon, Stack, Typography, type FlightOffer } from '@portal/platform';
import { marketingCarriers } from '../filters';

/** The airline's logo and name, or 'Multiple Airlines' when the segments have several marketing carriers. */
export const CarrierInfo = ({ offer }: { offer: FlightOffer }) => {
  const carriers = marketingCarriers(offer);
  const single = carriers.length <= 1 ? (carriers[0] ?? offer.owner) : null;

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {single ? (
        <Avatar
          src={single.logo_url ?? undefined}
          alt={single.name}
          variant="rounded"
          sx={{ width: 32, height: 32, bgcolor: 'action.hover', color: 'text.primary' }}
        >
          {single.iata_code}
        </Avatar>
      ) : (
        <Avatar variant="rounded" sx={{ width: 32, height: 32, bgcolor: 'action.hover', color: 'text.secondary' }}>
          <FlightIcon fontSize="small" />
        </Avatar>
      )}
      <Typography variant="subtitle2" noWrap>
        {single ? single.name : 'Multiple Airlines'}
      </Typography>
    </Stack>
  );
};
