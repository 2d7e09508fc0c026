import { Box, Button, Card, CardContent, SecurityIcon, Stack, Typography } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';

/** Two-factor authentication is not offered yet: shown as not enabled, with its button disabled. */
export const TwoFactorCard = () => (
  <Card component="section" variant="outlined" aria-labelledby="two-factor-title">
    <CardContent>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <SecurityIcon sx={{ color: 'primary.main' }} />
        <Typography id="two-factor-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Two-Factor Authentication
        </Typography>
        <Tag label="Not enabled" size="small" variant="outlined" />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Add an extra layer of security by asking for a code from your phone when you sign in. Two-factor authentication
        is coming soon.
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" disabled>
          Enable Two-Factor Authentication
        </Button>
      </Box>
    </CardContent>
  </Card>
);
