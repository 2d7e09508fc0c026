import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  errorMessage,
  useToast,
  type PriceAlert,
} from '@portal/platform';
import { alertRoute } from './alertLabels';
import { useDeletePriceAlertMutation } from './alertsApi';

/** Deleting stops the alert and forgets its price history: asked first. */
export const DeleteAlertDialog = ({ alert, onClose }: { alert: PriceAlert | null; onClose(): void }) => {
  const [remove, { isLoading }] = useDeletePriceAlertMutation();
  const { toast } = useToast();
  const route = alert ? alertRoute(alert) : '';

  const confirm = async () => {
    if (!alert) return;
    const result = await remove(alert.id);
    if (result.error)
      toast({
        title: 'Could not delete the alert',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
    else toast({ title: 'Price alert deleted', description: `No more e-mails about ${route}.` });
    onClose();
  };

  return (
    <Dialog
      open={Boolean(alert)}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-alert-title"
      aria-describedby="delete-alert-text"
    >
      <DialogTitle id="delete-alert-title">Delete this price alert?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-alert-text">
          We will stop checking {route} and forget its price history.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete Alert'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
