import { darkened, shifted, textOn, validColour, withAlpha } from './frameColours';

/** The colours and font of the brand's theme (PublicBrand['theme']); absent for an unknown brand. */
export interface FrameTheme {
  primary?: unknown;
  secondary?: unknown;
  accent?: unknown;
  background?: unknown;
  text?: unknown;
  font?: unknown;
}

const FONT_NAME = /^[A-Za-z0-9 -]{1,60}$/;

/** The shell theme's font stack (platform createBrandTheme), the brand's font first when it has one. */
const fontStack = (font: unknown): string => {
  const system = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  return typeof font === 'string' && FONT_NAME.test(font) ? `"${font}", ${system}` : system;
};

/** The theme's colours, each validated, or the default brand's where absent or not a colour. */
export const framePalette = (theme: FrameTheme) => ({
  primary: validColour(theme.primary, '#0f766e'),
  secondary: validColour(theme.secondary, '#134e4a'),
  accent: validColour(theme.accent, '#f59e0b'),
  background: validColour(theme.background, '#ffffff'),
  text: validColour(theme.text, '#0f172a'),
});

/**
 * The frame's stylesheet: what MUI's CssBaseline, AppBar, Container, Chip, Skeleton and
 * Typography variants give the mounted shell, with the brand's colours. Breakpoints are MUI's
 * (sm 600, md 900, lg 1200). Every value comes from a validated colour or font name, so nothing
 * in it can end the <style> element.
 */
export const frameStyle = (theme: FrameTheme = {}): string => {
  const { primary, accent, background, text } = framePalette(theme);
  return [
    `html{box-sizing:border-box;-webkit-text-size-adjust:100%;-webkit-font-smoothing:antialiased}`,
    `*,*::before,*::after{box-sizing:inherit}`,
    `body{margin:0;color:${text};background-color:${background};font-family:${fontStack(theme.font)};font-weight:400;font-size:1rem;line-height:1.5;letter-spacing:0.00938em}`,
    `.pf-shell{display:flex;flex-direction:column;min-height:100vh}`,
    `.pf-header{position:sticky;top:0;z-index:1100;width:100%;flex-shrink:0;border-bottom:1px solid ${shifted(background, -10)};background-color:${withAlpha(background, 0.8)}}`,
    `.pf-container{width:100%;margin:0 auto;padding:0 16px}`,
    `@media (min-width:600px){.pf-container{padding:0 24px}}`,
    `@media (min-width:1200px){.pf-container{max-width:1200px}}`,
    `.pf-toolbar{display:flex;align-items:center;min-height:64px}`,
    `.pf-logo{display:inline-flex;align-items:center;flex-shrink:0}`,
    `.pf-logo img{display:block;height:auto;width:auto;max-height:40px;max-width:200px}`,
    `.pf-main{flex:1 0 auto;min-height:100vh}`,
    // The theme's one focus indicator (platform focusRing): the brand's ring with a gap of page colour.
    `.pf-shell :focus-visible{outline:3px solid ${primary};outline-offset:2px;box-shadow:0 0 0 2px ${background}}`,
    `.pf-frame h1,.pf-frame h2,.pf-frame p{margin:0}`,
    `.pf-hero{color:${textOn(primary)};background:linear-gradient(135deg, ${darkened(primary)} 0%, ${primary} 100%);padding:40px 0 32px}`,
    `.pf-stack{display:flex;flex-direction:column}.pf-frame .pf-stack>*+*{margin-top:24px}`,
    `.pf-chip{align-self:flex-start;display:inline-flex;align-items:center;height:32px;border-radius:16px;padding:0 12px;font-size:0.8125rem;font-weight:700;background-color:${accent};color:${textOn(accent)}}`,
    `.pf-hero h1{font-size:2.25rem;font-weight:800;line-height:1.1;letter-spacing:-0.00833em}`,
    `.pf-hero .pf-lead{font-size:1.25rem;line-height:1.6;letter-spacing:0.0075em;opacity:0.9}`,
    `.pf-page{padding-top:24px;padding-bottom:24px}`,
    `.pf-results-head{border:1px solid ${shifted(background, -10)};border-radius:8px;background-color:${shifted(background, 5)};padding:16px}`,
    `.pf-results-head h1{font-size:1.5rem;font-weight:700;line-height:1.334;margin:8px 0}`,
    `.pf-results-head p{font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${shifted(text, 70)}}`,
    `.pf-bone{display:block;background-color:${withAlpha(text, 0.11)};border-radius:8px}`,
    `.pf-chips{display:flex;gap:8px}.pf-chips .pf-bone{width:84px;height:24px;border-radius:12px}`,
    `.pf-actions{height:37px;margin-top:16px}`,
    `@media (max-width:599.95px){.pf-results-head h1{min-height:2.668em}}`,
    `.pf-progress{height:4px;margin:16px 0}`,
    `.pf-flexible{margin-bottom:16px}`,
    `.pf-flexible h2{font-size:0.875rem;font-weight:500;line-height:1.57;letter-spacing:0.00714em;margin-bottom:8px}`,
    `.pf-days{display:flex;gap:8px;overflow:hidden;padding-bottom:8px}.pf-days .pf-bone{flex-shrink:0;width:112px;height:56px}`,
    `.pf-checkout h1{font-size:2.125rem;font-weight:400;line-height:1.235;letter-spacing:0.00735em}`,
    `@media (min-width:900px){.pf-hero{padding:72px 0 48px}.pf-hero h1{font-size:3.25rem}.pf-page{padding-top:32px;padding-bottom:32px}.pf-checkout{padding-top:40px}.pf-results-head{padding:24px}.pf-actions{display:none}}`,
  ].join('');
};
