import type { RemoteRegistry } from '@portal/platform/contracts';
import { consentFrame, consentFrameStyle } from './consentFrame';
import { startsOnIntent } from './startOnIntent';
import { frameStyle, type FrameTheme } from './frameStyle';
import { headerFrame } from './headerFrame';
import { DEFAULT_BRAND_NAME, DEFAULT_FRAME_CONTACT, frameContactOf, type FrameContact } from './headerFrameContact';
import { frameUserOf } from './headerFrameNav';
import { headerFrameStyle } from './headerFrameStyle';
import { mainFrame, mainFrameStyle, type FramePage } from './pageFrames';

/** The id of the frame's main area: the shell shows its content again while the page's module loads. */
export const FRAME_MAIN_ID = 'portal-frame-main';

/** What the frame shows of the brand: its name, logo, theme and support line (from GET /api/brands/:key). */
export interface FrameBrand {
  name: string;
  logo: string;
  theme: FrameTheme;
  contact: FrameContact;
}

/** The parts of the served page that are painted before any script runs. */
export interface ShellFrame {
  title: string;
  favicon?: string;
  style: string;
  root: string;
  /** The brand font's files the first screen shows, fetched at once. */
  fontPreloads?: string[];
}

/** The brand of the inlined answer, or undefined when there is none (an unknown key) or it does not read as one. */
export const frameBrandOf = (answer: string | null | undefined): FrameBrand | undefined => {
  if (!answer) return undefined;
  try {
    const brand = JSON.parse(answer) as (Partial<FrameBrand> & { contact?: unknown }) | null;
    if (typeof brand?.name !== 'string' || typeof brand.logo !== 'string') return undefined;
    return { name: brand.name, logo: brand.logo, theme: brand.theme ?? {}, contact: frameContactOf(brand.contact) };
  } catch {
    return undefined;
  }
};

/** What the frame knows of the visitor: their cookie choice, who is signed in, the modules' links. */
export interface FrameVisitor {
  /** True while the visitor has not chosen under this policy: the consent banner is painted. */
  asksConsent: boolean;
  /** The boot state's user (GET /api/auth/user's answer); null or absent for a guest. */
  user?: unknown;
  /** The boot state's remote registry (GET /api/remotes), whose navigation fills the header. */
  registry?: RemoteRegistry;
}

/**
 * The page's frame as the shell's ShellLayout lays it out (the consent banner while the visitor
 * has not chosen, the header as this viewer sees it, a main area at least a screen tall, the home
 * page whole), with the title, favicon and theme the shell would apply once mounted. React's first
 * render replaces the root's content with the same boxes. Without a known brand, the default
 * brand's name and line stand in, as the shell's own default brand does.
 */
export const shellFrame = (brand: FrameBrand | undefined, page: FramePage, visitor: FrameVisitor): ShellFrame => {
  const contact = brand?.contact ?? DEFAULT_FRAME_CONTACT;
  const user = frameUserOf(visitor.user);
  const header = headerFrame({ brand, contact, user, registry: visitor.registry, path: page.path });
  return {
    title: brand ? `${brand.name} Flight Booking` : 'Flight Booking',
    favicon: brand?.logo,
    style:
      frameStyle(brand?.theme) +
      (visitor.asksConsent ? consentFrameStyle(brand?.theme) : '') +
      headerFrameStyle(brand?.theme) +
      mainFrameStyle(page, brand?.theme),
    root:
      `<div class="pf-shell">${visitor.asksConsent ? consentFrame(startsOnIntent(page.path)) : ''}${header}` +
      `<main class="pf-main" id="${FRAME_MAIN_ID}">${mainFrame(page, { name: brand?.name ?? DEFAULT_BRAND_NAME, contact })}</main></div>`,
  };
};
