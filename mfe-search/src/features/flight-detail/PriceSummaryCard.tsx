import { Box, Divider, Paper, Stack, Typography, formatPrice, type FlightOffer } from '@portal/platform';

const Line = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }} data-testid={`price-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      {value}
    </Typography>
  </Stack>
);

/** Base fare, taxes and fees, total: the gateway's selling prices, formatted only. */
export const PriceSummaryCard = ({ offer }: { offer: FlightOffer }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="price-summary-heading">
    <Typography variant="h6" component="h2" id="price-summary-heading" gutterBottom>
      Price Summary
    </Typography>
    <Stack spacing={1}>
      <Line label="Base fare" value={formatPrice(offer.base_amount, offer.base_currency)} />
      <Line label="Taxes and fees" value={formatPrice(offer.tax_amount, offer.tax_currency)} />
      <Divider />
      <Line label="Total" value={formatPrice(offer.total_amount, offer.total_currency)} strong />
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Total for all travellers, taxes included.
        </Typography>
      </Box>
    </Stack>
  </Paper>
);
