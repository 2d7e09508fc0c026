import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@portal/platform';

interface Props {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before live mode is switched on: from then on, bookings and payments are real. */
export const ConfirmLiveModeDialog = ({ open, onCancel, onConfirm }: Props) => (
  <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-live-title" aria-describedby="confirm-live-text">
    <DialogTitle id="confirm-live-title">Enable live mode?</DialogTitle>
    <DialogContent>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Live mode makes real bookings and takes real payments.
      </Alert>
      <DialogContentText id="confirm-live-text">
        Every booking made from now on is a real reservation with the airline, and every card is charged for real.
        Switch back to test mode to use the sandboxes again.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button onClick={onConfirm} variant="contained" color="error">
        Enable live mode
      </Button>
    </DialogActions>
  </Dialog>
);
