import { errorMessage, useToast, type PriceAlert } from '@portal/platform';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      open={Boolean(alert)}
      id="delete-alert"
      title="Delete this price alert?"
      confirmLabel="Delete Alert"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      We will stop checking {route} and forget its price history.
    </ConfirmDeleteDialog>
  );
};
