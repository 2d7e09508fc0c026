import { AdminPanelSettingsIcon, HomeIcon, LuggageIcon, SettingsIcon, SupportAgentIcon } from '@portal/platform';

export interface NavItem {
  label: string;
  to: string;
  icon: typeof HomeIcon;
  /** Match the path exactly, so Home is not highlighted on every page. */
  end?: boolean;
}

/** The header's main navigation. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon, end: true },
  { label: 'My Trips', to: '/my-trips', icon: LuggageIcon },
  { label: 'Support', to: '/support', icon: SupportAgentIcon },
];

export const ACCOUNT_SETTINGS: NavItem = { label: 'Account Settings', to: '/account-settings', icon: SettingsIcon };
export const MY_TRIPS: NavItem = { label: 'My Trips', to: '/my-trips', icon: LuggageIcon };
export const ADMIN_PANEL: NavItem = { label: 'Admin Panel', to: '/admin-settings', icon: AdminPanelSettingsIcon };

export const SIGN_IN_PATH = '/login';
export const SIGN_UP_PATH = '/register';
