import type { Socket } from 'node:net';
import type { Request } from 'express';

type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** Whether each connection's peer is a proxy trusted to say the scheme: one answer per connection. */
const trustedPeers = new WeakMap<Socket, boolean>();

/**
 * `req.secure` as Express works it out (the connection's TLS, or behind a trusted proxy the first
 * X-Forwarded-Proto), with the 'trust proxy' verdict on the connection's peer kept per connection:
 * Express parses the peer's address again on every read, which a small signed-in answer felt.
 */
export const requestIsSecure = (req: Request): boolean => {
  const socket = req.socket;
  if ((socket as Socket & { encrypted?: boolean }).encrypted) return true;
  let trusted = trustedPeers.get(socket);
  if (trusted === undefined) {
    trusted = (req.app.get('trust proxy fn') as TrustProxy)(socket.remoteAddress, 0);
    trustedPeers.set(socket, trusted);
  }
  if (!trusted) return false;
  const header = req.headers['x-forwarded-proto'];
  const proto = typeof header === 'string' ? header : Array.isArray(header) ? header[0] : undefined;
  if (!proto) return false;
  const comma = proto.indexOf(',');
  return (comma === -1 ? proto : proto.slice(0, comma)).trim() === 'https';
};
