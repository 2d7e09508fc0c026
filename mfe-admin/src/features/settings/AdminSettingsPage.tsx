import { Alert, ArrowBackIcon, Button, Grid, RouterLink, Skeleton } from '@portal/platform';
import { useGetAdminSettingsQuery } from '../../api/adminApi';
import { AdminLayout } from '../../shared/AdminLayout';
import { ADMIN_MESSAGES } from '../../shared/adminMessages';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { ConfigurationStatus } from './ConfigurationStatus';
import { LiveModeCard } from './LiveModeCard';
import { reloadPage } from './reloadPage';

interface Props {
  /** window.location.reload, replaced in tests. */
  reload?: () => void;
}

const SettingsPanels = ({ reload }: Required<Props>) => {
  const { data: settings, error, isLoading } = useGetAdminSettingsQuery();
  const refused = useDenyOnAccessError(error);

  if (refused) return null;
  if (isLoading) return <Skeleton variant="rounded" height={220} role="status" aria-label="Loading admin settings" />;
  if (error || !settings) return <Alert severity="error">{ADMIN_MESSAGES.loadFailed}</Alert>;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <LiveModeCard settings={settings} reload={reload} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ConfigurationStatus settings={settings} />
      </Grid>
    </Grid>
  );
};

/** /admin-settings: the booking system's test/live switch and what is configured for live. */
export const AdminSettingsPage = ({ reload = reloadPage }: Props) => (
  <AdminLayout
    testId="page-settings"
    title="Admin Settings"
    subtitle="The booking system's mode and its providers."
    actions={
      <Button component={RouterLink} to="/account-settings" variant="outlined" startIcon={<ArrowBackIcon />}>
        Back to Account
      </Button>
    }
  >
    <SettingsPanels reload={reload} />
  </AdminLayout>
);
