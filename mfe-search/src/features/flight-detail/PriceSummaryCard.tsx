import {
  Box,
  Divider,
  Paper,
  Stack,
  Typography,
  formatParty,
  formatTotal,
  sharePerTraveller,
  type FlightOffer,
} from '@portal/platform';

const Line = ({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      sx={{ fontWeight: strong ? 700 : 400 }}
      data-testid={`price-${testId}`}
    >
      {value}
    </Typography>
  </Stack>
);

/**
 * The gateway's selling prices, formatted only and to the cent: the airline's base fare, its
 * taxes and the brand's service fee add up to the total. Duffel prices the party, not each
 * passenger, so the per-traveller amount is the total shared out and says it is an average.
 */
export const PriceSummaryCard = ({ offer }: { offer: FlightOffer }) => {
  const travellers = offer.passengers.length;
  const average = travellers > 1 ? sharePerTraveller(offer.total_amount, travellers) : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="price-summary-heading">
      <Typography variant="h6" component="h2" id="price-summary-heading" gutterBottom>
        Price Summary
      </Typography>
      <Stack spacing={1}>
        <Line label="Base fare" testId="base-fare" value={formatTotal(offer.base_amount, offer.base_currency)} />
        <Line
          label="Taxes and airline charges"
          testId="taxes"
          value={formatTotal(offer.tax_amount, offer.tax_currency)}
        />
        <Line
          label="Our service fee"
          testId="service-fee"
          value={formatTotal(offer.service_fee_amount, offer.service_fee_currency)}
        />
        <Divider />
        <Line label="Total" testId="total" value={formatTotal(offer.total_amount, offer.total_currency)} strong />
        <Box>
          <Typography variant="body2" data-testid="price-per-traveller">
            {travellers > 0 ? `Total for ${formatParty(offer.passengers)}` : 'Total for all travellers'}
            {average ? ` · ${formatTotal(average, offer.total_currency)} per traveller on average` : ''}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Taxes and our service fee included.
            {average ? ' The airline prices the party as a whole, so the amount per traveller is an average.' : ''}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
};
