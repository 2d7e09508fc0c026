/** The main area the gateway painted before any script ran (gateway/src/modules/static/shellFrame.ts). */
const FRAME_MAIN_ID = 'portal-frame-main';

let kept: { address: string; markup: string } | undefined;

const addressOf = ({ pathname, search }: { pathname: string; search: string }) => `${pathname}${search}`;

/**
 * Keeps the painted frame's main area before React's first render replaces the root's content,
 * so the page loader can show the same heading and layout until the page's module has loaded.
 */
export const keepFirstPaintFrame = (): void => {
  const markup = document.getElementById(FRAME_MAIN_ID)?.innerHTML.trim();
  kept = markup ? { address: addressOf(window.location), markup } : undefined;
};

/** The painted frame's main area for this address, if the page was served at it. */
export const firstPaintFrameFor = (location: { pathname: string; search: string }): string | undefined =>
  kept?.address === addressOf(location) ? kept.markup : undefined;
