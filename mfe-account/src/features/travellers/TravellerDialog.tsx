import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  errorMessage,
  useToast,
  type SavedTraveller,
  schemaResolver,
} from '@portal/platform';
import { useForm } from '@portal/platform/forms';
import { gatewayIssues } from '../../shared/forms/gatewayIssues';
import { TravellerFields } from './TravellerFields';
import { EMPTY_TRAVELLER, toFormValues, type TravellerFormValues } from './travellerForm';
import { useAddSavedTravellerMutation, useUpdateSavedTravellerMutation } from './travellersApi';

interface TravellerDialogProps {
  /** The traveller to edit; null to add one. */
  editing: SavedTraveller | null;
  onClose(): void;
}

/** Adds or edits a saved traveller, checked by the contract the gateway checks it with. */
export const TravellerDialog = ({ editing, onClose }: TravellerDialogProps) => {
  const [add, adding] = useAddSavedTravellerMutation();
  const [update, updating] = useUpdateSavedTravellerMutation();
  const { toast } = useToast();
  const { control, handleSubmit, setError } = useForm<TravellerFormValues>({
    resolver: schemaResolver((contracts) => contracts.savedTravellerInputSchema),
    defaultValues: editing ? toFormValues(editing) : EMPTY_TRAVELLER,
  });
  const busy = adding.isLoading || updating.isLoading;

  const submit = handleSubmit(async (traveller) => {
    const result = editing ? await update({ id: editing.id, traveller }) : await add(traveller);
    if (result.error) {
      for (const [field, message] of gatewayIssues(result.error))
        if (field in EMPTY_TRAVELLER) setError(field as keyof TravellerFormValues, { message });
      toast({
        title: 'Could not save the traveller',
        description: errorMessage(result.error, 'Please try again later.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Traveller saved',
      description: `${traveller.firstName} ${traveller.lastName} is saved to your account.`,
    });
    onClose();
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="traveller-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="traveller-dialog-title">{editing ? 'Edit traveller' : 'Add a traveller'}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} aria-label={editing ? 'Edit traveller' : 'Add a traveller'}>
        <DialogContent>
          <TravellerFields control={control} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Save Traveller'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
