import { useCallback, useEffect } from 'react';
import { useNavigate, useToast, type FetchBaseQueryError } from '@portal/platform';
import { ADMIN_MESSAGES } from './adminMessages';

/** A 401 or 403 from an admin call: the session is gone or is not an admin's. */
export const isAccessError = (error: unknown): boolean => {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 401 || status === 403;
};

/** Sends the visitor home with an 'Access Denied' toast (non-admins never see an admin page). */
export const useAccessDenied = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useCallback(() => {
    toast({ ...ADMIN_MESSAGES.accessDenied, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [navigate, toast]);
};

/** A 401 or 403 from one of the page's calls sends the visitor home; answers whether it did. */
export const useDenyOnAccessError = (error: unknown): boolean => {
  const deny = useAccessDenied();
  const refused = isAccessError(error);
  useEffect(() => {
    if (refused) deny();
  }, [refused, deny]);
  return refused;
};
