import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useToast } from '@portal/platform';
import { EXPIRED_TOAST, EXPIRY_REDIRECT_MS } from './offerMessages';
import { searchPath } from './searchPath';

/**
 * The offer is gone: say so once ('Flight Offer Expired') and take the traveller back to their
 * search after 4 seconds. Leaving the page first cancels the redirect.
 */
export const useExpiryRedirect = () => {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const timer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const expire = useCallback(() => {
    setExpired(true);
    if (timer.current !== null) return;
    toast({ ...EXPIRED_TOAST, variant: 'destructive' });
    timer.current = window.setTimeout(() => navigate(searchPath()), EXPIRY_REDIRECT_MS);
  }, [navigate, toast]);

  return { expired, expire };
};
