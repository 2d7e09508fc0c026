import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { pageBrandKey } from '../brand/previewBrand';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Header naming the brand the page is shown under, so the gateway prices with that brand's markup. */
export const BRAND_HEADER = 'X-Brand';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers) => {
    // The key the page asked for (host, ?brand= or the tab's remembered preview), known before the brand itself has loaded.
    if (typeof window !== 'undefined') headers.set(BRAND_HEADER, pageBrandKey());
    return headers;
  },
});

let csrfToken: string | null = null;

/** The session changes on sign-in and sign-out, and with it the synchronizer token. */
export const forgetCsrfToken = (): void => {
  csrfToken = null;
};

const methodOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

const isCsrfRejection = (error: FetchBaseQueryError | undefined): boolean =>
  error?.status === 403 && (error.data as { error?: string } | undefined)?.error === 'CSRF_INVALID';

/**
 * fetchBaseQuery that adds the session's CSRF token to every state-changing call, fetching it
 * on first use and once more when the gateway says it went stale.
 */
export const csrfBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  if (SAFE_METHODS.has(methodOf(args))) return rawBaseQuery(args, api, extra);

  const send = async () => {
    if (!csrfToken) {
      const tokenResult = await rawBaseQuery('csrf-token', api, extra);
      if (tokenResult.error) return tokenResult;
      csrfToken = (tokenResult.data as { csrfToken: string }).csrfToken;
    }
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    return rawBaseQuery(
      { ...request, headers: { ...(request.headers as Record<string, string>), 'X-CSRF-Token': csrfToken } },
      api,
      extra,
    );
  };

  const first = await send();
  if (!isCsrfRejection(first.error)) return first;
  forgetCsrfToken();
  return send();
};
