import { CONSENT_BANNER } from '@portal/platform/contracts';
import { escapeHtml } from './escapeHtml';
import { shifted, textOn, withAlpha } from './frameColours';
import { framePalette, type FrameTheme } from './frameStyle';

const words = (key: keyof typeof CONSENT_BANNER): string => escapeHtml(CONSENT_BANNER[key]);

/**
 * The cookie banner as the shell's ConsentBanner first shows it, for a visitor who has not chosen
 * yet: painted with the page, not after the shell's script, so its text is on screen at once. The
 * shell's first render replaces it with the working banner in the same place (held at the bottom
 * of the window: nothing moves when it does). Its buttons wait for the shell: disabled where the
 * app starts with the page; where it starts on the visitor's intent, a press starts it and is
 * pressed again on the working banner (frame-assets/start-on-intent.js).
 */
export const consentFrame = (startsOnIntent = false): string => {
  const waiting = startsOnIntent ? 'data-frame-intent' : 'disabled';
  return (
    '<section class="pf-consent" aria-labelledby="pf-consent-title"><div class="pf-container">' +
    `<h2 id="pf-consent-title">${words('title')}</h2>` +
    `<p>${words('text')} <a href="/cookies">${words('policyLink')}</a></p>` +
    '<div class="pf-consent-actions">' +
    `<button type="button" class="pf-text" ${waiting}>${words('customize')}</button>` +
    `<button type="button" class="pf-outlined" ${waiting}>${words('rejectNonEssential')}</button>` +
    `<button type="button" class="pf-contained" ${waiting}>${words('acceptAll')}</button>` +
    '</div></div></section>'
  );
};

/** The banner's styles: MUI's Paper (elevation 8), Container, subtitle1 and body2 text and the theme's buttons. */
export const consentFrameStyle = (theme: FrameTheme = {}): string => {
  const { primary, background, text } = framePalette(theme);
  return [
    `.pf-consent{position:fixed;left:0;right:0;bottom:0;z-index:1100;max-height:100vh;overflow-y:auto;border-top:1px solid ${shifted(background, -10)};background-color:${shifted(background, 5)};box-shadow:0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)}`,
    `.pf-consent>.pf-container{padding-top:16px;padding-bottom:16px}`,
    `.pf-consent h2{margin:0;font-size:1rem;font-weight:700;line-height:1.75;letter-spacing:0.00938em}`,
    `.pf-consent p{margin:0 0 12px;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${shifted(text, 70)}}`,
    `.pf-consent a{color:${primary};text-decoration:underline;text-decoration-color:${withAlpha(primary, 0.4)}}`,
    `.pf-consent-actions{display:flex;flex-direction:column;gap:8px;justify-content:flex-end}`,
    `@media (min-width:600px){.pf-consent-actions{flex-direction:row}}`,
    `.pf-consent button{font:inherit;font-size:0.875rem;font-weight:600;line-height:1.75;letter-spacing:0.02857em;min-width:64px;border-radius:8px;border:0;padding:6px 8px;background:transparent;color:${primary}}`,
    `.pf-consent .pf-outlined{padding:5px 15px;border:1px solid ${withAlpha(primary, 0.5)}}`,
    `.pf-consent .pf-contained{padding:6px 16px;background-color:${primary};color:${textOn(primary)}}`,
  ].join('');
};
