import type { ReactNode } from 'react';
import { Box, Card, CardContent, Container, Typography } from '@portal/platform';

interface AuthCardProps {
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
  /** Under the form: links to the other auth page. */
  footer?: ReactNode;
}

/** The centred card the sign-in and registration pages share. */
export const AuthCard = ({ title, subtitle, testId, children, footer }: AuthCardProps) => (
  <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }} data-testid={testId}>
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ mb: 3, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
        </Box>
        {children}
        {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      </CardContent>
    </Card>
  </Container>
);
