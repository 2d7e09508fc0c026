export interface MockedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: MockedCall) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, statusText = ''): Response =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch for one test with handlers keyed by "METHOD /path" (the gateway's routes), and
 * records every call. Unknown routes answer 404 like the gateway does.
 */
export const mockGateway = (handlers: Record<string, Handler>) => {
  const calls: MockedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: MockedCall = {
      method: request.method,
      path: url.pathname + url.search,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${url.pathname}`];
    return handler ? handler(call) : json({ message: 'Not found', error: 'NOT_FOUND' }, 404, 'Not Found');
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
};
