import { useSessionUser } from '@portal/platform';

/** Editors and admins change pages; the gateway checks the same roles on every write. */
export const useCanEditContent = (): boolean => {
  const user = useSessionUser();
  return Boolean(user && (user.isAdmin || user.roles.some((role) => role === 'editor' || role === 'admin')));
};
