import { Box, FlightIcon, Stack, Typography } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { PARTNER_AIRLINES } from './helpTopics';

/** Some of the airlines we book, as a reassurance that the big names are here. */
export const PartnerAirlines = () => (
  <Box component="section" aria-labelledby="partner-airlines" sx={{ mt: 8 }}>
    <Typography id="partner-airlines" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
      Our partner airlines
    </Typography>
    <Typography sx={{ color: 'text.secondary', mb: 2 }}>
      We book with hundreds of airlines worldwide, including:
    </Typography>
    <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {PARTNER_AIRLINES.map((airline) => (
        <li key={airline}>
          <Tag icon={<FlightIcon />} label={airline} variant="outlined" sx={{ px: 1, py: 2.5, fontWeight: 600 }} />
        </li>
      ))}
    </Stack>
  </Box>
);
