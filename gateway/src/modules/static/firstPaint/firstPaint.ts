import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { FirstPaintRequest } from '@portal/platform-common/contracts';
import { checkPlatformCompatibility } from '@portal/platform-common/federation/compatibility';
import { shellPlatformVersion } from '../shellPlatform';
import type { Logger } from '../../../http/logger';
import type { PageOwner } from '../bootState';
import { createReleaseBundles, FIRST_PAINT_FILE, type BundleExports } from './releaseBundle';

/** The page's first paint: the shell's with the page's inside, their styles, the document's title and icon. */
export interface FirstPaintDocument {
  root: string;
  styles: string;
  title: string;
  icon?: string;
  /**
   * The shell's script that starts the app on the visitor's first intent, where the page's module
   * paints it whole and usable without a script; absent where the app starts with the page.
   */
  starter?: string;
}

interface Painted {
  html: string;
  styles: string;
}
interface ShellPainted extends Painted {
  slot: string;
  title: string;
  icon?: string;
  starter?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isPainted = (value: unknown): value is Painted & Record<string, unknown> =>
  typeof value === 'object' && value !== null && isText((value as Painted).html) && isText((value as Painted).styles);

/** Paints kept per release: a page's paint is a few hundred KB at most. */
const PAINTS_KEPT = 100;

/** The local day: a paint shows dates from today (a form's earliest departure), so it is kept for the day only. */
const today = () => new Date().toDateString();

/**
 * A release's render gives the same paint for the same request on the same day: the address,
 * the boot state (brand, visitor, mode, releases) and the cookie choice are all it reads. Each
 * release's paints are kept, so a page asked for again is not rendered again (a render holds the
 * process for tens of milliseconds); a failed render is not kept.
 */
const keptPaints = new WeakMap<BundleExports, LRUCache<string, Promise<unknown>>>();

const renderWith = async (bundle: BundleExports | null, name: string, request: FirstPaintRequest): Promise<unknown> => {
  const render = bundle?.[name];
  if (!bundle || typeof render !== 'function') return null;
  let kept = keptPaints.get(bundle);
  if (!kept) keptPaints.set(bundle, (kept = new LRUCache({ max: PAINTS_KEPT })));
  const key = `${name}\n${today()}\n${JSON.stringify(request)}`;
  let painted = kept.get(key);
  if (!painted) {
    painted = (render as (request: FirstPaintRequest) => Promise<unknown>)(request).then((paint) => paint ?? null);
    painted.catch(() => kept.delete(key));
    kept.set(key, painted);
  }
  return painted;
};

/**
 * The page's first paint, drawn by its owners from their registered releases: the shell's
 * layout (its release's server/first-paint.cjs, renderShellFirstPaint) and, in its page slot,
 * the page of the module that owns the address (renderFirstPaint). The gateway draws nothing
 * itself; it hands them the address and the boot state. Without the shell's paint the page goes
 * out unpainted; without the module's, with the shell's frame around an empty main area.
 */
export const createFirstPaint = (staticRoot: string, logger: Logger) => {
  const bundles = createReleaseBundles(staticRoot);
  const shellRelease = { file: path.join(staticRoot, 'host', 'dist', FIRST_PAINT_FILE) };

  const paintShell = async (request: FirstPaintRequest): Promise<ShellPainted | null> => {
    const painted = await renderWith(await bundles(shellRelease), 'renderShellFirstPaint', request);
    if (painted === null) return null;
    if (!isPainted(painted) || !isText(painted.slot) || !isText(painted.title))
      throw new Error("the shell's first paint is not {html, styles, slot, title}");
    return {
      ...painted,
      slot: painted.slot,
      title: painted.title,
      ...(isText(painted.icon) ? { icon: painted.icon } : {}),
      ...(isText(painted.starter) ? { starter: painted.starter } : {}),
    };
  };

  const paintPage = async (
    owner: PageOwner,
    request: FirstPaintRequest,
  ): Promise<(Painted & { paintedWhole: boolean }) | null> => {
    // A release built for another platform is refused by the shell: its page is not painted either.
    if (!checkPlatformCompatibility(owner.platform, shellPlatformVersion()).compatible) return null;
    const painted = await renderWith(await bundles(owner), 'renderFirstPaint', request);
    if (painted === null) return null;
    if (!isPainted(painted)) throw new Error(`${owner.name}'s first paint is not {html, styles}`);
    return { html: painted.html, styles: painted.styles, paintedWhole: painted.paintedWhole === true };
  };

  const failed = (what: string) => (error: unknown) => {
    logger.warn({ err: error }, `${what} could not be painted first; the page goes out without it`);
    return null;
  };

  return async (request: FirstPaintRequest, owner: PageOwner | undefined): Promise<FirstPaintDocument | undefined> => {
    const [shell, page] = await Promise.all([
      paintShell(request).catch(failed('the shell')),
      owner ? paintPage(owner, request).catch(failed(`${owner.name}'s page`)) : null,
    ]);
    if (!shell) return undefined;
    return {
      // A replacer function: a `$&` in the page's text is text.
      root: shell.html.replace(shell.slot, () => page?.html ?? ''),
      styles: shell.styles + (page?.styles ?? ''),
      title: shell.title,
      ...(shell.icon ? { icon: shell.icon } : {}),
      ...(page?.paintedWhole && shell.starter ? { starter: shell.starter } : {}),
    };
  };
};

export type FirstPaint = ReturnType<typeof createFirstPaint>;
