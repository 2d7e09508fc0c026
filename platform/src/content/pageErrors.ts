import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * True when the gateway could not give the page: unreachable, timed out, not JSON (a proxy's
 * error page), a 5xx, or no page stored (404). The content module then shows the text it ships.
 */
export const shouldUseShippedText = (error: FetchBaseQueryError | SerializedError | undefined): boolean => {
  if (!error) return false;
  if (!('status' in error)) return true;
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 404;
  return true;
};
