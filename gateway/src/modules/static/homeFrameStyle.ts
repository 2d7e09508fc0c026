import { shifted, textOn, withAlpha } from './frameColours';
import { framePalette, type FrameTheme } from './frameStyle';
import { homeFrameFormStyle } from './homeFrameFormStyle';

/** MUI's shadows[8], a lifted card's. */
const ELEVATION_8 =
  '0px 5px 5px -3px rgba(0,0,0,0.2),0px 8px 10px 1px rgba(0,0,0,0.14),0px 3px 14px 2px rgba(0,0,0,0.12)';

/** The hero's buttons, card and topics, and the figures (HeroSection, HeroExpertCard, TopicChips, Figure). */
const heroStyle = (theme: FrameTheme): string[] => {
  const { primary, accent, text } = framePalette(theme);
  const onPrimary = textOn(primary);
  return [
    `.pf-frame h3,.pf-frame ul{margin:0}`,
    `.pf-button.pf-large{padding:8px 22px;font-size:0.9375rem}`,
    `.pf-button.pf-accent{background-color:${accent};color:${textOn(accent)}}`,
    `.pf-button.pf-inherit{padding:7px 21px;border:1px solid currentColor;color:inherit}`,
    `.pf-actions-row{display:flex;flex-direction:column;gap:16px}`,
    `.pf-hero-grid{display:flex;flex-direction:column;gap:32px}`,
    `.pf-expert{padding:24px;border-radius:32px;background-color:${withAlpha(onPrimary, 0.1)};border:1px solid ${withAlpha(onPrimary, 0.25)};backdrop-filter:blur(6px)}`,
    `.pf-expert-head{display:flex;align-items:center;gap:16px;margin-bottom:16px}`,
    `.pf-expert-avatar{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:56px;height:56px;border-radius:50%;background-color:${accent};color:${textOn(accent)}}`,
    `.pf-expert-icon{width:24px;height:24px;fill:currentColor}`,
    `.pf-hero .pf-expert-title{font-size:1.25rem;font-weight:700;line-height:1.2}`,
    `.pf-expert-hours,.pf-expert-text,.pf-topics-title{font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em}`,
    `.pf-expert-hours{opacity:0.85}.pf-expert .pf-expert-text{opacity:0.9;margin-bottom:24px}`,
    `.pf-figures{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px}`,
    `.pf-stats{gap:24px;margin-top:32px}.pf-figure{text-align:center}`,
    `.pf-figure-value{display:block;font-size:2.125rem;font-weight:800;line-height:1.235;letter-spacing:0.00735em;color:${primary}}`,
    `.pf-figure-label{display:block;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${shifted(text, 70)}}`,
    `.pf-figures-light .pf-figure-value{color:inherit}.pf-figures-light .pf-figure-label{color:inherit;opacity:0.85}`,
    `.pf-topics{display:flex;align-items:center;gap:12px;min-width:0;margin-top:32px}`,
    `.pf-topics-title{font-weight:600;white-space:nowrap;opacity:0.9}`,
    `.pf-topics ul{display:flex;gap:8px;padding:0 0 4px;list-style:none;overflow-x:auto;scrollbar-width:none}`,
    `.pf-topics li{flex-shrink:0}`,
    `.pf-topic{display:inline-flex;align-items:center;height:32px;padding:0 11px;border:1px solid currentColor;border-radius:16px;font-size:0.8125rem;font-weight:500}`,
    `@media (min-width:600px){.pf-actions-row{flex-direction:row}.pf-figure{text-align:left}}`,
    `@media (min-width:900px){.pf-stats{grid-template-columns:repeat(4,minmax(0,1fr))}.pf-hero-grid{flex-direction:row;align-items:center;gap:48px}.pf-hero-grid>.pf-stack{flex:0 0 calc(58.3333% - 20px)}.pf-expert{flex:0 0 calc(41.6667% - 28px);padding:32px}.pf-topics{margin-top:48px}}`,
  ];
};

/** The highlights (FeatureHighlights, HighlightCard), the emphasis moving every 3 s, and the closing call (ClosingCta). */
const sectionsStyle = (theme: FrameTheme): string[] => {
  const { primary, secondary, background, text } = framePalette(theme);
  const card = { border: shifted(background, -10), fill: shifted(background, 5) };
  const emphasis = `border-color:${primary};background-color:${withAlpha(primary, 0.06)};transform:translateY(-4px);box-shadow:${ELEVATION_8}`;
  const plain = `border-color:${card.border};background-color:${card.fill};transform:none;box-shadow:none`;
  return [
    `.pf-highlights{padding-top:48px;padding-bottom:48px}`,
    `.pf-highlights h2,.pf-cta h2{font-size:2.125rem;font-weight:800;line-height:1.235;letter-spacing:0.00735em;text-align:center}`,
    `.pf-highlights h2{margin-bottom:8px}`,
    `.pf-highlights .pf-highlights-lead{max-width:640px;margin:0 auto 40px;text-align:center;color:${shifted(text, 70)}}`,
    `.pf-highlight-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:24px}`,
    `.pf-highlight{height:100%;padding:24px;border-radius:24px;border:1px solid ${card.border};background-color:${card.fill};animation:pf-emphasis 12s linear infinite}`,
    // Card n's turn starts 3n s in; each fades in and out over 0.4 s, as the React card's transition.
    `.pf-highlight:nth-child(2){animation-delay:3s}.pf-highlight:nth-child(3){animation-delay:6s}.pf-highlight:nth-child(4){animation-delay:9s}`,
    `@keyframes pf-emphasis{0%,28.3%,100%{${plain}}3.3%,25%{${emphasis}}}`,
    `@media (prefers-reduced-motion:reduce){.pf-highlight{animation:none}}`,
    `.pf-highlight h3{margin-bottom:8px;font-size:1.25rem;font-weight:700;line-height:1.6;letter-spacing:0.0075em}`,
    `.pf-highlight p{font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${shifted(text, 70)}}`,
    `.pf-cta{padding:48px 0;text-align:center;background-color:${secondary};color:${textOn(secondary)}}`,
    `.pf-cta .pf-container{max-width:900px}`,
    `.pf-cta h2{margin-bottom:16px}`,
    `.pf-cta .pf-container p{margin-bottom:32px;opacity:0.9}`,
    `.pf-cta .pf-actions-row{justify-content:center}`,
    `@media (min-width:600px){.pf-highlight-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}`,
    `@media (min-width:900px){.pf-highlights{padding-top:64px;padding-bottom:64px}.pf-highlight-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.pf-cta{padding:64px 0}}`,
  ];
};

/**
 * The home page's styles beyond the hero's first lines (which frameStyle keeps for every page
 * load): MUI's look as mfe-search draws it (Container, Paper, Card, Button, Grid spacing,
 * Typography variants), from the brand's validated colours only.
 */
export const homeFrameStyle = (theme: FrameTheme = {}): string =>
  [...heroStyle(theme), homeFrameFormStyle(theme), ...sectionsStyle(theme)].join('');
