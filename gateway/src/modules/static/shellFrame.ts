import { consentFrame, consentFrameStyle } from './consentFrame';
import { escapeHtml } from './escapeHtml';
import { frameStyle, type FrameTheme } from './frameStyle';
import { mainFrame, type FramePage } from './pageFrames';

/** The id of the frame's main area: the shell shows its content again while the page's module loads. */
export const FRAME_MAIN_ID = 'portal-frame-main';

/** What the frame shows of the brand: its name, logo and theme (from GET /api/brands/:key). */
export interface FrameBrand {
  name: string;
  logo: string;
  theme: FrameTheme;
}

/** The parts of the served page that are painted before any script runs. */
export interface ShellFrame {
  title: string;
  favicon?: string;
  style: string;
  root: string;
}

/** The brand of the inlined answer, or undefined when there is none (an unknown key) or it does not read as one. */
export const frameBrandOf = (answer: string | null | undefined): FrameBrand | undefined => {
  if (!answer) return undefined;
  try {
    const brand = JSON.parse(answer) as Partial<FrameBrand> | null;
    if (typeof brand?.name !== 'string' || typeof brand.logo !== 'string') return undefined;
    return { name: brand.name, logo: brand.logo, theme: brand.theme ?? {} };
  } catch {
    return undefined;
  }
};

const header = (brand: FrameBrand | undefined): string => {
  const logo = brand
    ? `<a class="pf-logo" href="/"><img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}"></a>`
    : '';
  return `<header class="pf-header"><div class="pf-container"><div class="pf-toolbar">${logo}</div></div></header>`;
};

/** What the frame knows of the visitor: only whether they have made their cookie choice (its cookie). */
export interface FrameVisitor {
  /** True while the visitor has not chosen under this policy: the consent banner is painted. */
  asksConsent: boolean;
}

/**
 * The page's frame as the shell's ShellLayout lays it out (the consent banner while the visitor
 * has not chosen, header with the brand's logo, a main area at least a screen tall), with the
 * title, favicon and theme the shell would apply once mounted. React's first render replaces the
 * root's content with the same boxes.
 */
export const shellFrame = (brand: FrameBrand | undefined, page: FramePage, visitor: FrameVisitor): ShellFrame => ({
  title: brand ? `${brand.name} Flight Booking` : 'Flight Booking',
  favicon: brand?.logo,
  style: frameStyle(brand?.theme) + (visitor.asksConsent ? consentFrameStyle(brand?.theme) : ''),
  root:
    `<div class="pf-shell">${visitor.asksConsent ? consentFrame() : ''}${header(brand)}` +
    `<main class="pf-main" id="${FRAME_MAIN_ID}">${mainFrame(page)}</main></div>`,
});
