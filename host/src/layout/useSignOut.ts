import { useCallback } from 'react';
import { useNavigate, createLogger, useLogoutMutation } from '@portal/platform';

const log = createLogger('host');

/** Signs out, then goes home. A failure is only logged: the spec shows the user no message. */
export const useSignOut = () => {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  const signOut = useCallback(
    () =>
      logout()
        .unwrap()
        .then(
          () => navigate('/'),
          (error: unknown) => log.error('sign out failed', error),
        ),
    [logout, navigate],
  );

  return { signOut, signingOut: isLoading };
};
