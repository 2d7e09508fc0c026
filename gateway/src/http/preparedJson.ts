import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON answer serialised once, with the weak validator Express would have computed per request. */
export interface PreparedJson {
  body: string;
  etag: string;
}

/** A weak ETag of these bytes (the same for their gzipped and plain forms). */
export const weakEtagOf = (bytes: string | Buffer): string =>
  `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

export const prepareJson = (value: unknown): PreparedJson => {
  const body = JSON.stringify(value);
  return { body, etag: weakEtagOf(body) };
};

/** Sends a prepared answer as `res.json` would have (type, validator, 304 to a matching If-None-Match). */
export const sendPreparedJson = (res: Response, { body, etag }: PreparedJson, cacheControl: string): void => {
  res.set('Cache-Control', cacheControl).set('Content-Type', 'application/json; charset=utf-8').set('ETag', etag);
  res.send(body);
};
