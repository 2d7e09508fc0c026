import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * gzip for what is worth compressing (compression's 1 KB threshold). Answers the gateway
 * encodes itself (a results page, gzipped once when it was made) pass through as they are.
 */
export const responseCompression = (): RequestHandler => compression();
