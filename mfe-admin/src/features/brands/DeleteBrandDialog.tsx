import type { Brand } from '@portal/platform';
import { useDeleteBrandMutation } from '../../api/adminApi';
import { ADMIN_MESSAGES } from '../../shared/adminMessages';
import { ConfirmActionDialog } from '../../shared/ConfirmActionDialog';

/** Asks before a brand goes: its domains then show the default brand, and its own pages go with it. */
export const DeleteBrandDialog = ({ brand, onClose }: { brand: Brand | null; onClose: () => void }) => {
  const [deleteBrand, { isLoading }] = useDeleteBrandMutation();
  return (
    <ConfirmActionDialog
      subject={brand}
      onClose={onClose}
      id="delete-brand-title"
      title={(shown) => `Delete ${shown.name}?`}
      text={(shown) => (
        <>
          Visitors of {shown.domains.join(', ') || shown.key} will see the default brand, and this brand&apos;s own
          content pages are deleted with it. This cannot be undone.
        </>
      )}
      confirmLabel="Delete"
      color="error"
      busy={isLoading}
      run={(shown) => deleteBrand(shown.key)}
      succeeded={(shown) => ({ title: 'Brand Deleted', description: `${shown.name} was deleted.` })}
      failed={ADMIN_MESSAGES.updateFailed}
    />
  );
};
