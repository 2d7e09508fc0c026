import type { RequestHandler } from 'express';

/**
 * gzip when the `compression` package is installed. It is not a declared dependency of the
 * gateway (it arrives with webpack-dev-server in a full install): a production install without
 * dev dependencies simply serves uncompressed, and a proxy or CDN in front usually compresses.
 */
export const optionalCompression = (): RequestHandler | undefined => {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional at run time, so not a static import
    const compression = require('compression') as () => RequestHandler;
    return compression();
  } catch {
    return undefined;
  }
};
