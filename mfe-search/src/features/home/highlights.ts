import { NotificationsActiveIcon, PublicIcon, TrendingDownIcon, VerifiedUserIcon } from '@portal/platform';

/** The four promises of the landing page. */
export const HIGHLIGHTS = [
  {
    title: 'Price comparison',
    text: 'We compare fares side by side, so the lowest price for your dates is the first one you see.',
    Icon: TrendingDownIcon,
  },
  {
    title: 'Price alerts',
    text: 'Tell us where you want to go and we will let you know the moment the fare drops.',
    Icon: NotificationsActiveIcon,
  },
  {
    title: '800+ airlines',
    text: 'Full-service carriers and low-cost airlines on every continent, all in one search.',
    Icon: PublicIcon,
  },
  {
    title: 'Booking protection',
    text: 'Every booking is protected, with free changes within 24 hours of booking.',
    Icon: VerifiedUserIcon,
  },
] as const;

/** The emphasis moves to the next highlight this often. */
export const ROTATION_MS = 3000;
