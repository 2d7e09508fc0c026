import type { Request, RequestHandler } from 'express';
import { brandKeySchema, type Brand } from '@portal/platform/contracts';
import type { BrandsRepository } from '../modules/brands/brands.repository';

export const BRAND_HEADER = 'x-brand';
export const DEFAULT_BRAND_KEY = 'default';
/** The seeds' default markup (traveller-journey §9: supplied amount plus 23 percent), should the default brand ever be missing. */
const FALLBACK_MARKUP: Brand['markup'] = { percent: 23, fixedAmount: 0, currency: 'USD' };

export interface BrandContext {
  key: string;
  markup: Brand['markup'];
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by brandContext() on the routes that price things. */
    brand?: BrandContext;
  }
}

/** A key or host name as sent, lower-cased, without a port or a trailing dot; null when it cannot be one. */
const normalise = (value: string | undefined): string | null => {
  const candidate = (value ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return candidate && brandKeySchema.safeParse(candidate).success ? candidate : null;
};

/**
 * The brand a request is shown under, for its prices: the X-Brand header (a brand key or one of
 * its domains) when sent — anything it does not name is the default brand — else the Host
 * header's domain, else the default brand.
 */
export const createBrandResolver = (brands: Pick<BrandsRepository, 'findByKey' | 'findByDomain'>) => {
  const lookUp = async (keyOrDomain: string | null): Promise<Brand | null> => {
    if (!keyOrDomain) return null;
    return (await brands.findByKey(keyOrDomain)) ?? (await brands.findByDomain(keyOrDomain));
  };

  const resolve = async (req: Request): Promise<BrandContext> => {
    const header = req.get(BRAND_HEADER);
    // req.hostname: the Host header, or X-Forwarded-Host behind a trusted proxy, without the port.
    const brand = header !== undefined && header.trim() !== '' ? await lookUp(normalise(header)) : await lookUp(normalise(req.hostname));
    const chosen = brand ?? (await brands.findByKey(DEFAULT_BRAND_KEY));
    return { key: chosen?.key ?? DEFAULT_BRAND_KEY, markup: chosen?.markup ?? FALLBACK_MARKUP };
  };

  /** Middleware: sets req.brand. */
  const middleware: RequestHandler = async (req, _res, next) => {
    req.brand = await resolve(req);
    next();
  };

  return { resolve, middleware };
};

export type BrandResolver = ReturnType<typeof createBrandResolver>;

/** The brand brandContext() resolved; a route without it is a wiring mistake. */
export const brandOf = (req: Request): BrandContext => {
  if (!req.brand) throw new Error('brand context middleware is not mounted on this route');
  return req.brand;
};
