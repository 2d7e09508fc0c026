import { errorMessage, type FetchBaseQueryError } from '@portal/platform';

interface SerializedErrorLike {
  message?: string;
}

/**
 * The spec's failure text for a password change: the gateway's message, else 'Failed to update
 * password' when the gateway answered without one, else 'An unknown error occurred' (no answer).
 */
export const passwordChangeError = (error: FetchBaseQueryError | SerializedErrorLike | undefined): string => {
  if (error && 'status' in error && typeof error.status === 'number')
    return errorMessage(error, 'Failed to update password');
  return 'An unknown error occurred';
};
