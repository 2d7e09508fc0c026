import { Box, Card, CardContent, Stack } from '@portal/platform';
import { Placeholder } from '@portal/platform/plain-controls';

/** The shape of a flight card while the first results load. */
export const FlightCardSkeleton = () => (
  <Card variant="outlined" data-testid="offer-card-skeleton" aria-hidden>
    <CardContent sx={{ display: 'flex', gap: 2 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Placeholder variant="rounded" width={32} height={32} />
          <Placeholder variant="text" width={140} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: 2 }}>
          <Placeholder variant="text" height={48} />
          <Placeholder variant="text" width={96} height={48} />
          <Placeholder variant="text" height={48} />
        </Box>
      </Stack>
      <Stack spacing={1} sx={{ width: 160, alignItems: 'flex-end' }}>
        <Placeholder variant="text" width={100} height={40} />
        <Placeholder variant="rounded" width={120} height={36} />
      </Stack>
    </CardContent>
  </Card>
);
