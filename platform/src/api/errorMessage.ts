import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The gateway's `{ message }`, else the fallback the spec gives for that screen. */
export const errorMessage = (error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string => {
  if (!error) return fallback;
  if ('status' in error) {
    const body = error.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  return error.message ?? fallback;
};

/** The gateway's stable machine code (`error`), when there is one. */
export const errorCode = (error: FetchBaseQueryError | SerializedError | undefined): string | undefined => {
  if (!error || !('status' in error)) return undefined;
  const body = error.data as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
};
