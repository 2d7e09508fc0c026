import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  errorMessage,
  useToast,
  type Brand,
} from '@portal/platform';
import { useDeleteBrandMutation } from '../../api/adminApi';
import { ADMIN_MESSAGES } from '../../shared/adminMessages';
import { isAccessError, useAccessDenied } from '../../shared/useAccessDenied';

/** Asks before a brand goes: its domains then show the default brand, and its own pages go with it. */
export const DeleteBrandDialog = ({ brand, onClose }: { brand: Brand | null; onClose: () => void }) => {
  const [deleteBrand, { isLoading }] = useDeleteBrandMutation();
  const { toast } = useToast();
  const deny = useAccessDenied();
  // The dialog keeps its words while it fades out after `brand` is cleared.
  const [shown, setShown] = useState(brand);
  if (brand && brand !== shown) setShown(brand);

  const confirm = async () => {
    if (!brand) return;
    const result = await deleteBrand(brand.key);
    onClose();
    if (!result.error) {
      toast({ title: 'Brand Deleted', description: `${brand.name} was deleted.` });
    } else if (isAccessError(result.error)) {
      deny();
    } else {
      toast({
        title: ADMIN_MESSAGES.updateFailed.title,
        description: errorMessage(result.error, ADMIN_MESSAGES.updateFailed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={brand !== null} onClose={onClose} aria-labelledby="delete-brand-title">
      <DialogTitle id="delete-brand-title">Delete {shown?.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Visitors of {shown?.domains.join(', ') || shown?.key} will see the default brand, and this brand&apos;s own
          content pages are deleted with it. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isLoading}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
};
