import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Requests handed to each target so far, in the targets' order. */
  served(): number[];
  close(): Promise<void>;
}

/** The headers a reverse proxy sends on: the client's address appended to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for. */
const forwardedHeaders = (headers: IncomingHttpHeaders, clientAddress: string): IncomingHttpHeaders => {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  const before = headers['x-forwarded-for'];
  return { ...rest, 'x-forwarded-for': before ? `${String(before)}, ${clientAddress}` : clientAddress };
};

/**
 * A load balancer in miniature, on loopback: each request goes to the next target in turn,
 * bodies streamed both ways. A target that cannot be reached is a 502, as a proxy answers.
 */
export const startRoundRobinProxy = async (targets: string[]): Promise<RoundRobinProxy> => {
  const counts = targets.map(() => 0);
  let next = 0;

  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(targets[index] as string);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req.headers, req.socket.remoteAddress ?? '127.0.0.1'),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
