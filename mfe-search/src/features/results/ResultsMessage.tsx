import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@portal/platform';

interface ResultsMessageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}

/** The centred notice the results area shows instead of cards: error, no flights, no match. */
export const ResultsMessage = ({ icon, title, children, action }: ResultsMessageProps) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{children}</Typography>
      {action}
    </Stack>
  </Paper>
);
