import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@portal/platform';
import { AdminGate } from './AdminGate';
import { AdminNav } from './AdminNav';

interface Props {
  title: string;
  subtitle: string;
  /** Beside the title, e.g. 'Back to Account'. */
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** The frame of every admin page: admins only, its h1, the admin navigation and the page's content. */
export const AdminLayout = ({ title, subtitle, actions, children, testId }: Props) => (
  <AdminGate>
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid={testId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>
        </Box>
        {actions}
      </Stack>
      <AdminNav />
      <Box sx={{ mt: 3 }}>{children}</Box>
    </Container>
  </AdminGate>
);
