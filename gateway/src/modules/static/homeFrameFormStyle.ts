import { shifted, withAlpha } from './frameColours';
import { framePalette, type FrameTheme } from './frameStyle';

/** MUI's shadows[6], the search card's Paper. */
const ELEVATION_6 =
  '0px 3px 5px -1px rgba(0,0,0,0.2),0px 6px 10px 0px rgba(0,0,0,0.14),0px 1px 18px 0px rgba(0,0,0,0.12)';

/** MUI's standard info Alert on the fixed info colour (platform STATUS_COLOURS.info #2563eb): lightened 0.9, darkened 0.6. */
const INFO = { background: '#e9effd', text: '#0e275e' };

/**
 * The search section (SearchSection, SearchForm): the card, the trip type radios drawn as the
 * TabStrip's tabs, outlined fields 56 px tall with their labels on the border, the grid of
 * SearchFields (two rows from md up), the Multi-City notice in place of the fields while Multi-City
 * is chosen, one-way's greyed return date; every colour from the theme's.
 */
export const homeFrameFormStyle = (theme: FrameTheme = {}): string => {
  const { primary, background, text } = framePalette(theme);
  const paper = shifted(background, 5);
  const border = shifted(background, -10);
  const muted = shifted(text, 70);
  const chosen = (value: string) => `.pf-form:has(#pf-trip-${value}:checked)`;
  return [
    `.pf-search{padding-top:32px;padding-bottom:32px;scroll-margin-top:80px;outline:none}`,
    `.pf-card{padding:16px;border-radius:24px;background-color:${paper};box-shadow:${ELEVATION_6}}`,
    `.pf-card h2{margin-bottom:8px;font-size:1.5rem;font-weight:700;line-height:1.334}`,
    `.pf-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`,
    `.pf-trip{position:relative;display:flex;min-width:0;margin:0 0 16px;padding:0;border:0;border-bottom:1px solid ${border};overflow-x:auto}`,
    `.pf-trip label{display:inline-flex;align-items:center;flex-shrink:0;min-height:48px;padding:0 16px;margin-bottom:-1px;border-bottom:2px solid transparent;font-size:0.875rem;font-weight:600;line-height:1.75;letter-spacing:0.02857em;color:${muted};cursor:pointer}`,
    `.pf-trip input:checked+label{color:${primary};border-bottom-color:${primary}}`,
    `.pf-trip input:focus-visible+label{background-color:${withAlpha(text, 0.12)};outline:3px solid ${primary};outline-offset:-3px}`,
    `.pf-fields{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:16px}.pf-fields>*{grid-column:span 12;min-width:0}`,
    `.pf-field{position:relative}`,
    `.pf-field label{position:absolute;top:-9px;left:10px;padding:0 4px;font-size:0.75rem;line-height:1.4;letter-spacing:0.00938em;color:${muted};background-color:${paper};pointer-events:none}`,
    `.pf-field input,.pf-field select{display:block;width:100%;height:56px;margin:0;padding:16.5px 14px;border:1px solid ${border};border-radius:8px;font:inherit;font-size:1rem;color:${text};background-color:transparent}`,
    `.pf-field select{appearance:none;padding-right:32px}`,
    `.pf-select::after{content:"";position:absolute;top:26px;right:14px;border:5px solid transparent;border-top-color:${muted};pointer-events:none}`,
    `.pf-field input::placeholder{color:${muted};opacity:1}`,
    `.pf-form input:focus,.pf-form select:focus{outline:none;border-color:${primary};box-shadow:inset 0 0 0 1px ${primary}}`,
    `.pf-helper{display:none;margin:3px 14px 0;font-size:0.75rem;line-height:1.66;letter-spacing:0.03333em;color:${muted}}`,
    `${chosen('one-way')} .pf-return input{color:${muted};border-style:dashed}${chosen('one-way')} .pf-helper{display:block}`,
    `.pf-travellers{display:flex;gap:8px;min-width:0;margin:-9px 0 0;padding:0 14px 8px;border:1px solid ${border};border-radius:8px}`,
    `.pf-travellers legend{padding:0 4px;font-size:0.75rem;line-height:1.4;color:${muted}}`,
    `.pf-count{flex:1 1 0;min-width:0}`,
    `.pf-count label{display:block;font-size:0.875rem;font-weight:600;line-height:1.3}`,
    `.pf-hint{display:block;font-size:0.75rem;font-weight:400;color:${muted}}`,
    `.pf-count input{width:100%;height:36px;margin-top:4px;padding:0 8px;border:1px solid ${border};border-radius:8px;font:inherit;color:${text};background-color:transparent}`,
    `.pf-submit .pf-button{width:100%;min-height:56px;font-weight:700}`,
    `.pf-multi{display:none;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:6px 16px;border-radius:8px;font-size:0.875rem;line-height:1.43;background-color:${INFO.background};color:${INFO.text}}`,
    `.pf-multi-text{flex:1 1 240px;padding:8px 0}`,
    `.pf-multi .pf-multi-title{margin:-2px 0 4px;font-size:1rem;font-weight:500;line-height:1.5}`,
    `.pf-button.pf-small{padding:4px 10px;font-size:0.8125rem}`,
    `${chosen('multi-city')} .pf-fields{display:none}${chosen('multi-city')} .pf-multi{display:flex}`,
    `@media (min-width:600px){.pf-card{padding:24px}.pf-fields>.pf-date,.pf-fields>.pf-end{grid-column:span 6}.pf-multi{flex-wrap:nowrap}}`,
    `@media (min-width:900px){.pf-search{padding-top:48px;padding-bottom:48px}.pf-card{padding:32px}.pf-fields>.pf-route{grid-column:span 6}.pf-fields>.pf-end,.pf-fields>.pf-submit{grid-column:span 4}}`,
    `@media (min-width:1200px){.pf-fields>.pf-route,.pf-fields>.pf-date{grid-column:span 3}}`,
  ].join('');
};
