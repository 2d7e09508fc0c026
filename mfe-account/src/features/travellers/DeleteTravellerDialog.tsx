import { errorMessage, useToast, type SavedTraveller } from '@portal/platform';
import { ConfirmDeleteDialog } from '../../shared/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      open={Boolean(traveller)}
      id="delete-traveller"
      title="Delete this traveller?"
      confirmLabel="Delete Traveller"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {name} and their passport details will be removed from your account. Bookings already made are not affected.
    </ConfirmDeleteDialog>
  );
};
