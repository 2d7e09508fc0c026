import type { NavigationEntry, RemoteRegistry } from '@portal/platform/contracts';
import { escapeHtml } from './escapeHtml';
import { phoneHref, supportCaption, type FrameContact } from './headerFrameContact';
import { displayNameOf, frameNavigation, isCurrent, type FrameUser } from './headerFrameNav';

/** What the header shows: the brand (absent for an unknown host), who is signed in, the registry's links. */
export interface HeaderFacts {
  brand?: { name: string; logo: string };
  contact: FrameContact;
  user: FrameUser | null;
  registry?: RemoteRegistry;
  /** The page's path: its link is the current one. */
  path: string;
}

/** MUI's PhoneIcon and MenuIcon: drawn before any script, decoration only. */
const icon = (path: string, className: string): string =>
  `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const PHONE_ICON =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z';
export const phoneIcon = (className = 'pf-icon'): string => icon(PHONE_ICON, className);
const MENU_ICON = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

const link = (className: string, entry: NavigationEntry, path: string): string =>
  `<a class="${className}" href="${escapeHtml(entry.to)}"${isCurrent(entry.to, entry.end, path) ? ' aria-current="page"' : ''}>` +
  `${escapeHtml(entry.label)}</a>`;

/** SupportPhoneLink: the hours as a caption (whole in its title) over the number, which alone names the link. */
const supportPhone = ({ phone, hours }: FrameContact): string =>
  `<span class="pf-support">${phoneIcon()}<span class="pf-support-text">` +
  `<span class="pf-caption" title="${escapeHtml(hours)}">${escapeHtml(supportCaption(hours))}</span>` +
  `<a href="${escapeHtml(phoneHref(phone))}">${escapeHtml(phone)}</a></span></span>`;

/** AccountMenu's trigger for a user, AuthButtons for a guest. The menu itself comes with the app. */
const account = (user: FrameUser | null): string => {
  if (!user)
    return (
      '<span class="pf-auth"><a class="pf-button pf-outlined" href="/login">Sign In</a>' +
      '<a class="pf-button pf-contained" href="/register">Sign Up</a></span>'
    );
  const name = displayNameOf(user);
  return (
    `<button type="button" class="pf-account" aria-label="${escapeHtml(`Account menu for ${name}`)}" aria-haspopup="menu" aria-expanded="false" data-frame-intent>` +
    `<span class="pf-avatar" aria-hidden="true">${escapeHtml(name.charAt(0).toUpperCase())}</span></button>`
  );
};

/**
 * The shell's Header as it first renders for this viewer: from md up the logo, the main links,
 * the support line, the admin link and the account (or Sign In and Sign Up); below md the logo
 * and the menu button. Buttons that need the app are marked data-frame-intent: using one starts it.
 */
export const headerFrame = ({ brand, contact, user, registry, path }: HeaderFacts): string => {
  const logo = brand
    ? `<a class="pf-logo" href="/"><img src="${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}"></a>`
    : '';
  const links = frameNavigation(registry, 'header', user).map((entry) => link('pf-nav-link', entry, path));
  const admin = frameNavigation(registry, 'admin', user).map((entry) => link('pf-button pf-admin', entry, path));
  return (
    `<header class="pf-header"><div class="pf-container"><div class="pf-toolbar">${logo}` +
    `<nav class="pf-nav pf-wide" aria-label="Main">${links.join('')}</nav><span class="pf-grow"></span>` +
    `<div class="pf-tools pf-wide">${supportPhone(contact)}${admin.join('')}${account(user)}</div>` +
    `<button type="button" class="pf-menu" aria-label="Open menu" aria-expanded="false" data-frame-intent>${icon(MENU_ICON, 'pf-menu-icon')}</button>` +
    '</div></div></header>'
  );
};
