import { errorMessage, useToast, type Brand } from '@portal/platform';
import { useCreateBrandMutation, useUpdateBrandMutation } from '../../api/adminApi';
import { ADMIN_MESSAGES } from '../../shared/adminMessages';
import { isAccessError, useAccessDenied } from '../../shared/useAccessDenied';

/** Creates or replaces a brand; answers the problem to show, or null once saved. */
export const useSaveBrand = (isNew: boolean) => {
  const [createBrand, created] = useCreateBrandMutation();
  const [updateBrand, updated] = useUpdateBrandMutation();
  const { toast } = useToast();
  const deny = useAccessDenied();

  const save = async (brand: Brand): Promise<string | null> => {
    const result = isNew ? await createBrand(brand) : await updateBrand(brand);
    if (result.error) {
      if (isAccessError(result.error)) {
        deny();
        return null;
      }
      // The gateway's reason (a domain in use, a key taken) is what the admin can act on.
      const problem = errorMessage(result.error, ADMIN_MESSAGES.updateFailed.description);
      toast({ title: ADMIN_MESSAGES.updateFailed.title, description: problem, variant: 'destructive' });
      return problem;
    }
    toast(
      isNew
        ? { title: 'Brand Created', description: `${brand.name} is shown on its domains from the next page load.` }
        : { title: 'Brand Saved', description: `Visitors of ${brand.name} see the changes on their next page load.` },
    );
    return null;
  };

  return { save, saving: created.isLoading || updated.isLoading };
};
