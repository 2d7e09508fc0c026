import { useEffect, type ReactNode } from 'react';
import { LinearProgress, useIsAdmin, useSessionStatus } from '@portal/platform';
import { useAccessDenied } from './useAccessDenied';

/**
 * A visitor the shell knows is not an admin is sent home without the page asking the gateway
 * anything; while the shell is still asking who is signed in, the page waits. For an admin the
 * page renders and the gateway has the last word: see useDenyOnAccessError.
 */
export const AdminGate = ({ children }: { children: ReactNode }) => {
  const status = useSessionStatus();
  const isAdmin = useIsAdmin();
  const deny = useAccessDenied();
  const knownNonAdmin = status === 'signed-out' || (status === 'signed-in' && !isAdmin);

  useEffect(() => {
    if (knownNonAdmin) deny();
  }, [knownNonAdmin, deny]);

  if (status === 'unknown') return <LinearProgress aria-label="Checking your access" />;
  return knownNonAdmin ? null : <>{children}</>;
};
