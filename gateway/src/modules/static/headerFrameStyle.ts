import { shifted, textOn, withAlpha } from './frameColours';
import { framePalette, type FrameTheme } from './frameStyle';

/** The frame's buttons as the theme's MUI Button draws them (no elevation, 8 px corners, no upper case). */
const buttonStyle = (theme: FrameTheme): string[] => {
  const { primary, secondary } = framePalette(theme);
  return [
    `.pf-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-width:64px;border-radius:8px;border:0;padding:6px 8px;font:inherit;font-size:0.875rem;font-weight:600;line-height:1.75;letter-spacing:0.02857em;text-decoration:none;white-space:nowrap;cursor:pointer;background:transparent;color:inherit}`,
    `.pf-button.pf-outlined{padding:5px 15px;border:1px solid ${withAlpha(primary, 0.5)};color:${primary}}`,
    `.pf-button.pf-contained{padding:6px 16px;background-color:${primary};color:${textOn(primary)}}`,
    `.pf-button.pf-admin{padding:3px 9px;font-size:0.8125rem;border:1px solid ${withAlpha(secondary, 0.5)};color:${secondary}}`,
    `.pf-button.pf-admin[aria-current="page"]{background-color:${secondary};color:${textOn(secondary)}}`,
  ];
};

/**
 * The header's styles: the shell's Header (AppBar, Toolbar gap 16 px), NavLinks, SupportPhoneLink,
 * AuthButtons, the account avatar and the menu button; the wide parts from md (900 px) up only.
 */
export const headerFrameStyle = (theme: FrameTheme = {}): string => {
  const { primary, text } = framePalette(theme);
  const secondaryText = shifted(text, 70);
  return [
    ...buttonStyle(theme),
    `.pf-toolbar{gap:16px}`,
    `.pf-grow{flex-grow:1}`,
    `.pf-wide{display:none}`,
    `.pf-nav{gap:4px;margin-left:16px}`,
    `.pf-nav-link{display:inline-flex;align-items:center;min-width:64px;justify-content:center;padding:6px 12px;border-radius:8px;font-size:0.875rem;font-weight:600;line-height:1.75;letter-spacing:0.02857em;text-decoration:none;color:${secondaryText}}`,
    `.pf-nav-link[aria-current="page"]{color:${primary};background-color:${withAlpha(primary, 0.1)};box-shadow:inset 0 -2px 0 ${primary}}`,
    `.pf-tools{align-items:center;gap:16px}`,
    `.pf-icon{width:20px;height:20px;flex-shrink:0;fill:currentColor}`,
    `.pf-support{display:inline-flex;align-items:center;gap:8px;white-space:nowrap}.pf-support .pf-icon{color:${primary}}`,
    `.pf-support-text{display:flex;flex-direction:column}`,
    `.pf-caption{font-size:0.75rem;line-height:1.2;letter-spacing:0.03333em;max-width:24ch;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:${secondaryText}}`,
    `.pf-support a{font-size:0.875rem;font-weight:700;line-height:1.3;color:inherit;text-decoration:none}.pf-support a:hover{text-decoration:underline}`,
    `.pf-auth{display:flex;gap:8px}`,
    `.pf-account{display:inline-flex;padding:4px;border:0;border-radius:50%;background:transparent;cursor:pointer}`,
    `.pf-avatar{display:flex;align-items:center;justify-content:center;width:36px;height:36px;border-radius:50%;font-size:16.2px;font-weight:700;background-color:${primary};color:${textOn(primary)}}`,
    `.pf-menu{display:inline-flex;align-items:center;justify-content:center;margin-right:-12px;padding:8px;border:0;border-radius:50%;background:transparent;color:${withAlpha('#000000', 0.54)};cursor:pointer}`,
    `.pf-menu-icon{width:24px;height:24px;fill:currentColor}`,
    `@media (min-width:900px){.pf-wide{display:flex}.pf-menu{display:none}}`,
  ].join('');
};
