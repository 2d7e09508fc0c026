import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON answer serialised once, as bytes, with the weak validator Express would have computed per request. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A weak ETag of these bytes (the same for their gzipped and plain forms). */
export const weakEtagOf = (bytes: string | Buffer): string =>
  `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

export const prepareJson = (value: unknown): PreparedJson => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: weakEtagOf(body) };
};

/**
 * Sends a prepared answer as `res.json` would have (type, length, validator, 304 to a matching
 * If-None-Match, no body to a HEAD), without what `res.send` redoes per request for a value
 * already made: the charset parsed again, the string turned into bytes, its length counted.
 */
export const sendPreparedJson = (res: Response, { body, etag }: PreparedJson, cacheControl: string): void => {
  const { req } = res;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  const conditional = req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;
  if (conditional && req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
};
