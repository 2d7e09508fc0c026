import { useMemo } from 'react';
import {
  useIsAdmin,
  useSessionUser,
  type NavAudience,
  type NavigationEntry,
  type NavSlot,
  type RemoteRegistry,
} from '@portal/platform';
import { useGetRemotesQuery } from '../remotes/remotesApi';

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
}

const sees = (audience: NavAudience | undefined, { signedIn, isAdmin }: Viewer): boolean => {
  switch (audience) {
    case 'guest':
      return !signedIn;
    case 'signedIn':
      return signedIn;
    case 'admin':
      return isAdmin;
    default:
      return true;
  }
};

/**
 * The links of one place of the shell (header, drawer, footer, legal, account menu, admin menu)
 * from what the registered modules declare: the viewer's entries only, in ascending order (ties
 * keep the registry's module order, then each module's own).
 */
export const navigationFor = (registry: RemoteRegistry | undefined, slot: NavSlot, viewer: Viewer): NavigationEntry[] =>
  Object.values(registry ?? {})
    .flatMap((entry) => entry.navigation ?? [])
    .filter((entry) => entry.slot === slot && sees(entry.audience, viewer))
    .sort((a, b) => a.order - b.order);

/** The signed-in user's links of one place of the shell, read from the remote registry. */
export const useNavigation = (slot: NavSlot): NavigationEntry[] => {
  const { data: registry } = useGetRemotesQuery();
  const signedIn = Boolean(useSessionUser());
  const isAdmin = useIsAdmin();
  return useMemo(() => navigationFor(registry, slot, { signedIn, isAdmin }), [registry, slot, signedIn, isAdmin]);
};
