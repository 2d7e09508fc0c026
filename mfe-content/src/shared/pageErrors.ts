import type { FetchBaseQueryError } from '@portal/platform';

/** Redux Toolkit's SerializedError, as far as this check reads it. */
interface SerializedErrorLike {
  message?: string;
}

/**
 * True when the gateway could not give the page: unreachable, timed out, not JSON (a proxy's
 * error page), a 5xx, or no page stored (404). The content module then shows the text it ships.
 */
export const shouldUseShippedText = (error: FetchBaseQueryError | SerializedErrorLike | undefined): boolean => {
  if (!error) return false;
  if (!('status' in error)) return true;
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 404;
  return true;
};
