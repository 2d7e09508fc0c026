import type { Request } from 'express';
import type { RemoteEntry, RemoteRegistry, SessionUser, SystemMode } from '@portal/platform-common/contracts';
import { routePattern } from './pagePaths';

/** The element id the shell reads its boot state from (host/src/boot). */
export const BOOT_STATE_ID = 'portal-boot';

/**
 * Where each part of the boot state comes from: the same services, serializers and schemas as
 * the API routes, so what is inlined is byte for byte what the shell would have fetched.
 */
export interface BootStateSources {
  /** GET /api/brands/:key's JSON body; null when it answers 404; undefined when the key is not one. */
  brandAnswer(key: string): Promise<string | null | undefined>;
  /** GET /api/system/mode. */
  mode(): Promise<SystemMode>;
  /** GET /api/auth/user (null where it answers 401); the request's session is loaded. */
  user(req: Request): Promise<SessionUser | null>;
  /** GET /api/remotes. */
  registry(): Promise<RemoteRegistry>;
}

export interface PageOwner extends RemoteEntry {
  name: string;
}

/** The shell's boot state: the parts the first render reads, and the page's owning module. */
export interface BootState {
  /** The brand key the shell computes from the address: it uses `answer` only for the same key. */
  brand?: { key: string; answer: string | null };
  mode: SystemMode;
  user: SessionUser | null;
  remotes: RemoteRegistry;
  owner: string | null;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The brand key the shell derives from its address (platform brandKeyFromHost): localhost, an
 * address or a single label take ?brand= (else 'default'), www.x is x, any other host is the key.
 * Should the shell derive another (a preview remembered for the tab), it fetches its brand itself.
 */
export const pageBrandKeyOf = (hostname: string, query: unknown): string => {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const labels = host.split('.').filter(Boolean);
  const takesQuery =
    !host ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    IPV4.test(host) ||
    host.includes(':') ||
    host.startsWith('[') ||
    labels.length < 2;
  if (takesQuery) {
    const fromQuery = typeof query === 'string' ? query.trim().toLowerCase() : '';
    return fromQuery || 'default';
  }
  if (labels[0] === 'www' && labels.length > 2) return labels.slice(1).join('.');
  return host;
};

/** The registered module whose routes match this path, first in registry order (as the shell's findOwner). */
export const ownerOf = (registry: RemoteRegistry, pathname: string): PageOwner | undefined => {
  for (const [name, entry] of Object.entries(registry))
    if (entry.routes.some((route) => routePattern(route).test(pathname))) return { name, ...entry };
  return undefined;
};

export const readBootState = async (
  sources: BootStateSources,
  req: Request,
): Promise<{ state: BootState; owner: PageOwner | undefined }> => {
  const key = pageBrandKeyOf(req.hostname, req.query.brand);
  const [answer, mode, user, remotes] = await Promise.all([
    sources.brandAnswer(key),
    sources.mode(),
    sources.user(req),
    sources.registry(),
  ]);
  const owner = ownerOf(remotes, req.path);
  return {
    state: {
      ...(answer === undefined ? {} : { brand: { key, answer } }),
      mode,
      user,
      remotes,
      owner: owner?.name ?? null,
    },
    owner,
  };
};

/** `<`, `>`, `&` and the JavaScript line separators only occur inside JSON strings, where \uXXXX means the same. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON that cannot end its <script> element or open a comment or another element in it. */
export const scriptSafeJson = (json: string): string =>
  json.replace(SCRIPT_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The boot state as JSON, the brand's answer inlined as the bytes the API sends. */
export const bootStateJson = ({ brand, ...rest }: BootState): string => {
  const body = JSON.stringify(rest);
  if (!brand) return body;
  const brandJson = `{"key":${JSON.stringify(brand.key)},"answer":${brand.answer ?? 'null'}}`;
  return `{"brand":${brandJson},${body.slice(1)}`;
};
