import { performance } from 'node:perf_hooks';

const SESSION_COOKIE = 'portal.sid';

/**
 * One virtual user's browser: a session cookie, its CSRF token, and its own client address
 * (X-Forwarded-For, trusted from loopback), so per-address limits count it as a separate person.
 * Every request is recorded with its route, status (0: no answer in time) and duration.
 */
export const createClient = ({ baseUrl, ip, record, timeoutMs }) => {
  let cookie = null;
  let token = '';

  const call = async (route, method, path, body, headers = {}) => {
    const started = performance.now();
    let status = 0;
    let parsed = null;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
          ...(method === 'GET' ? {} : { 'x-csrf-token': token }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const set = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      if (set) cookie = set.split(';')[0];
      const text = await res.text();
      status = res.status;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
    } catch {
      // No answer in time, or the connection failed: recorded with status 0.
    }
    record({ route, status, ms: performance.now() - started });
    return { status, body: parsed };
  };

  const refreshToken = async () => {
    const answer = await call('GET /api/csrf-token', 'GET', '/api/csrf-token');
    token = answer.body?.csrfToken ?? '';
    return answer.status === 200;
  };

  return {
    get: (route, path) => call(route, 'GET', path),
    /** As the platform's csrfBaseQuery: a token gone stale (the session changed at sign-in) is fetched again, once. */
    async post(route, path, body = {}, headers) {
      const first = await call(route, 'POST', path, body, headers);
      if (!(first.status === 403 && first.body?.error === 'CSRF_INVALID')) return first;
      await refreshToken();
      return call(route, 'POST', path, body, headers);
    },
    refreshToken,
  };
};
