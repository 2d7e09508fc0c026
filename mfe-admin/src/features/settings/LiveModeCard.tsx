import { useState } from 'react';
import { Alert, FormControlLabel, Paper, Stack, Switch, Typography, type AdminSettings } from '@portal/platform';
import { ConfirmLiveModeDialog } from './ConfirmLiveModeDialog';
import { EnvironmentBadge } from './EnvironmentBadge';
import { liveModeBlockers } from './liveModeBlockers';
import { useModeChange } from './useModeChange';

interface Props {
  settings: AdminSettings;
  reload: () => void;
}

/** The live mode switch: live asks for a confirmation first; test is one click. */
export const LiveModeCard = ({ settings, reload }: Props) => {
  const [confirming, setConfirming] = useState(false);
  const { changeMode, state } = useModeChange(reload);
  const blockers = liveModeBlockers(settings);

  const onToggle = (checked: boolean) => {
    if (checked) setConfirming(true);
    else void changeMode(false);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="booking-mode">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="booking-mode" variant="h6" component="h2">
          Booking mode
        </Typography>
        <EnvironmentBadge environment={settings.environment} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Test mode books against the sandboxes with test cards. Live mode makes real bookings with airlines and takes
        real payments.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={settings.enableLiveMode}
            onChange={(event) => onToggle(event.target.checked)}
            disabled={blockers.length > 0 || state !== 'idle'}
            slotProps={{ input: { 'aria-describedby': blockers.length ? 'live-mode-blocked' : undefined } }}
          />
        }
        label="Live mode"
      />
      {blockers.length > 0 && (
        <Alert severity="info" id="live-mode-blocked" sx={{ mt: 2 }}>
          {blockers.map((reason) => (
            <div key={reason}>{reason}</div>
          ))}
        </Alert>
      )}
      <ConfirmLiveModeDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void changeMode(true);
        }}
      />
    </Paper>
  );
};
