import { SESSION_COOKIE } from '../../src/http/session';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/**
 * A traveller's browser talking to gateways over real HTTP (supertest needs the app in this
 * process): one session cookie, its CSRF token, and the client address a proxy in front would
 * report. Cookies are per host, not per port, so one jar serves every gateway on 127.0.0.1.
 */
export const remoteBrowser = (ip: string) => {
  let cookie: string | null = null;
  let token = '';

  const call = async <T>(
    origin: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { 'x-csrf-token': token }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (set) cookie = set.split(';')[0] ?? null;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's own error page): the text is the body.
    }
    return { status: res.status, body: parsed as T };
  };

  return {
    get: <T = Record<string, unknown>>(origin: string, path: string) => call<T>(origin, 'GET', path),
    post: <T = Record<string, unknown>>(
      origin: string,
      path: string,
      body: unknown = {},
      headers?: Record<string, string>,
    ) => call<T>(origin, 'POST', path, body, headers),
    /** GET /api/csrf-token through this gateway: the token the (shared) session now holds. */
    async refreshToken(origin: string): Promise<string> {
      token = (await call<{ csrfToken: string }>(origin, 'GET', '/api/csrf-token')).body.csrfToken;
      return token;
    },
  };
};

export type RemoteBrowser = ReturnType<typeof remoteBrowser>;
