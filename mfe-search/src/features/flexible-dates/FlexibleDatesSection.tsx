import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@portal/platform';
import { Placeholder } from '@portal/platform/plain-controls';

const HEADING_ID = 'flexible-dates-heading';

/** The strip's section: its heading above a row of days. */
export const FlexibleDatesSection = ({ children }: { children: ReactNode }) => (
  <Box component="section" aria-labelledby={HEADING_ID} sx={{ mb: 2 }}>
    <Typography id={HEADING_ID} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
      Flexible dates
    </Typography>
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }} data-testid="flexible-dates">
      {children}
    </Stack>
  </Box>
);

/** The seven days' places while their prices (or the strip's code) load. */
export const SkeletonDays = () =>
  Array.from({ length: 7 }, (_, i) => (
    <Placeholder key={i} variant="rounded" width={112} height={56} sx={{ flexShrink: 0 }} />
  ));
