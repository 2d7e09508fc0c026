import {
  AdminPanelSettingsIcon,
  EmailIcon,
  FlightTakeoffIcon,
  HomeIcon,
  LuggageIcon,
  SearchIcon,
  SettingsIcon,
  StarIcon,
  SupportAgentIcon,
  type NavIconName,
} from '@portal/platform';

export type NavIcon = typeof HomeIcon;

/** The fixed set of icons a module may name for its navigation entries. */
export const NAV_ICON_COMPONENTS: Record<NavIconName, NavIcon> = {
  home: HomeIcon,
  luggage: LuggageIcon,
  support: SupportAgentIcon,
  settings: SettingsIcon,
  admin: AdminPanelSettingsIcon,
  search: SearchIcon,
  flight: FlightTakeoffIcon,
  mail: EmailIcon,
  star: StarIcon,
};

/** The icon of an entry; an entry without one gets none. */
export const navIconOf = (name: NavIconName | undefined): NavIcon | undefined =>
  name ? NAV_ICON_COMPONENTS[name] : undefined;
