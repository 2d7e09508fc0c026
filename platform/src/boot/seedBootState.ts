import type { RemoteRegistry } from '@portal/platform-common/contracts';
import type { PortalStore } from '../store/store';
import { brandApi } from '../brand/brandApi';
import { DEFAULT_BRAND } from '@portal/platform-common/brand';
import { pageBrandKey } from '../brand/previewBrand';
import { consentRestored } from '../consent/consentSlice';
import { restoreConsent } from '../consent/consentStorage';
import { nextTask } from '../scheduling/nextTask';
import { sessionApi } from '../session/sessionApi';
import { systemApi } from '../system/systemApi';
import { readPublicBrand, readRemoteRegistry, readSessionUser, readSystemMode } from './bootChecks';

/** The id of the JSON data block the gateway inlines in the page (gateway/src/modules/static/bootState.ts). */
export const BOOT_STATE_ID = 'portal-boot';

/** What the page brought for its first render; each part is absent when it was not inlined or not readable. */
export interface BootState {
  remotes?: RemoteRegistry;
  /** The module that owns the page's path, as the gateway matched it. */
  owner?: string;
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inlined boot state, or undefined on a page without one (the dev server's). */
export const readInlinedBootState = (doc: Document = document): Record<string, unknown> | undefined => {
  const text = doc.getElementById(BOOT_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isFields(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Where the answers are seeded: the page's brand key, and what runs between two answers. */
export interface SeedingOptions {
  /** The brand key this page derives: the inlined brand counts only for it. */
  brandKey: string;
  /** Runs between two seedings (the browser yields a task; a server render goes straight on). */
  between: () => Promise<void>;
}

/**
 * Seeds the api cache with the inlined answers (brand, mode, signed-in user), read by the same
 * checks as the fetched answers; a part that is missing or unreadable is left to be fetched.
 * The browser's boot and the first paint's render on the server seed alike, so both draw the same.
 */
export const seedInlinedAnswers = async (
  store: PortalStore,
  inlined: Record<string, unknown>,
  { brandKey, between }: SeedingOptions,
): Promise<BootState> => {
  const { brand, mode, user } = inlined;
  if (isFields(brand) && brand.key === brandKey) {
    const read = brand.answer === null ? DEFAULT_BRAND : readPublicBrand(brand.answer);
    if (read) await store.dispatch(brandApi.util.upsertQueryData('getBrand', brand.key, { brand: read }));
  }
  const readMode = readSystemMode(mode);
  if (readMode) {
    await between();
    await store.dispatch(systemApi.util.upsertQueryData('getSystemMode', undefined, readMode));
  }
  const readUser = user === null ? null : readSessionUser(user);
  if (user === null || readUser) {
    await between();
    await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, readUser));
  }
  const remotes = readRemoteRegistry(inlined.remotes) ?? undefined;
  return {
    ...(remotes ? { remotes } : {}),
    ...(typeof inlined.owner === 'string' ? { owner: inlined.owner } : {}),
  };
};

/**
 * Seeds the api cache with the boot answers the page brought, so the first render asks the
 * gateway nothing. The brand counts only for the key this page derives (a preview remembered for
 * the tab may name another). The visitor's cookie choice is read from this browser first,
 * whatever was inlined. Resolves once seeded.
 */
export const seedBootState = async (
  store: PortalStore,
  inlined: Record<string, unknown> | undefined,
): Promise<BootState> => {
  // Read from this browser, not inlined: the consent banner is in the first render or not at all.
  store.dispatch(consentRestored(restoreConsent()));
  if (!inlined) return {};
  // One answer per task: each seeding runs its actions through the whole middleware, and all
  // three at once were one long task of the page's first second on a phone.
  return seedInlinedAnswers(store, inlined, { brandKey: pageBrandKey(), between: nextTask });
};
