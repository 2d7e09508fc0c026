import {
  CheckCircleIcon,
  ErrorOutlineIcon,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
  type AdminSettings,
} from '@portal/platform';

const StatusRow = ({ label, configured }: { label: string; configured: boolean }) => (
  <ListItem disableGutters>
    <ListItemIcon sx={{ minWidth: 36 }}>
      {configured ? <CheckCircleIcon color="success" aria-hidden /> : <ErrorOutlineIcon color="warning" aria-hidden />}
    </ListItemIcon>
    <ListItemText primary={label} secondary={configured ? 'Configured' : 'Not configured'} />
  </ListItem>
);

/** Which live providers the gateway was started with (the values never leave the server). */
export const ConfigurationStatus = ({ settings }: { settings: AdminSettings }) => (
  <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="configuration-status">
    <Typography id="configuration-status" variant="h6" component="h2">
      Live configuration
    </Typography>
    <List dense aria-label="Live configuration">
      <StatusRow label="Flight API (Duffel)" configured={settings.duffelApiConfigured} />
      <StatusRow label="Payment provider (Stripe)" configured={settings.stripeConfigured} />
    </List>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      Deployment: {settings.deployment}
    </Typography>
  </Paper>
);
