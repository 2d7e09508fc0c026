import type { Request, RequestHandler } from 'express';
import { DEFAULT_BRAND_KEY, DEFAULT_BRAND_MARKUP } from '@portal/platform-common/brand';
import { brandKeySchema, type Brand } from '@portal/platform-common/contracts';
import type { BrandsRepository } from '../modules/brands/brands.repository';

export const BRAND_HEADER = 'x-brand';

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

/** Whether the request comes from a signed-in admin (roles read fresh from the database). */
export type AdminCheck = (req: Request) => Promise<boolean>;

/**
 * The brand a request is priced under: the brand whose configured domains include the Host
 * header's name (behind the trusted proxy, the forwarded host that proxy set), else the default
 * brand; a key is never read from the host, so naming one picks no markup. The X-Brand header the front end sends (the host's brand, or the
 * `?brand=` preview on localhost) changes the look only: it decides the prices for a signed-in
 * admin previewing a brand, and for nobody else, so no client can pick its markup.
 */
export const createBrandResolver = (
  brands: Pick<BrandsRepository, 'findByKey' | 'findByDomain'>,
  isAdmin: AdminCheck = async () => false,
) => {
  const lookUp = async (keyOrDomain: string | null): Promise<Brand | null> => {
    if (!keyOrDomain) return null;
    return (await brands.findByKey(keyOrDomain)) ?? (await brands.findByDomain(keyOrDomain));
  };

  /** An admin's X-Brand preview; anything it does not name is the default brand, as before. */
  const adminPreview = async (req: Request): Promise<Brand | null | undefined> => {
    const header = req.get(BRAND_HEADER);
    if (header === undefined || header.trim() === '' || !(await isAdmin(req))) return undefined;
    return lookUp(normalise(header));
  };

  const resolve = async (req: Request): Promise<BrandContext> => {
    const preview = await adminPreview(req);
    // req.hostname: the Host header, or X-Forwarded-Host behind a trusted proxy, without the port.
    const host = normalise(req.hostname);
    const byHost = async () => (host ? brands.findByDomain(host) : null);
    const brand = preview === undefined ? await byHost() : preview;
    const chosen = brand ?? (await brands.findByKey(DEFAULT_BRAND_KEY));
    return { key: chosen?.key ?? DEFAULT_BRAND_KEY, markup: chosen?.markup ?? DEFAULT_BRAND_MARKUP };
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
