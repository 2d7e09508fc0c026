import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip for what is worth compressing (compression's 1 KB threshold). Answers the gateway
 * encodes itself (a results page, gzipped once when it was made) pass through as they are.
 * A request that accepts no encoding (no Accept-Encoding: identity only) is not wrapped at all,
 * since nothing could be compressed for it; it still gets the Vary a cache needs.
 */
export const responseCompression = (): RequestHandler => {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
};
