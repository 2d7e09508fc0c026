import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  errorMessage,
  useToast,
  type SavedTraveller,
} from '@portal/platform';
import { useDeleteSavedTravellerMutation } from './travellersApi';

/** Deleting removes the traveller and their passport from the account: asked first. */
export const DeleteTravellerDialog = ({
  traveller,
  onClose,
}: {
  traveller: SavedTraveller | null;
  onClose(): void;
}) => {
  const [remove, { isLoading }] = useDeleteSavedTravellerMutation();
  const { toast } = useToast();
  const name = traveller ? `${traveller.firstName} ${traveller.lastName}` : '';

  const confirm = async () => {
    if (!traveller) return;
    const result = await remove(traveller.id);
    if (result.error)
      toast({
        title: 'Could not delete the traveller',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
    else toast({ title: 'Traveller deleted', description: `${name} and their passport details are no longer saved.` });
    onClose();
  };

  return (
    <Dialog
      open={Boolean(traveller)}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-traveller-title"
      aria-describedby="delete-traveller-text"
    >
      <DialogTitle id="delete-traveller-title">Delete this traveller?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-traveller-text">
          {name} and their passport details will be removed from your account. Bookings already made are not affected.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Keep
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete Traveller'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
