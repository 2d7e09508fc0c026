export interface FooterLink {
  label: string;
  to: string;
}

export const QUICK_LINKS: readonly FooterLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Search flights', to: '/' },
  { label: 'My Trips', to: '/my-trips' },
  { label: 'Support', to: '/support' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'About', to: '/about' },
];

/** The footer's policy links; these paths are the ones the content module serves. */
export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Cancellation Policy', to: '/cancellation-policy' },
  { label: 'Cookie Policy', to: '/cookies' },
];

/** The agency's registration number; brand settings carry no company number, so it is fixed. */
export const COMPANY_NUMBER = '09876543';
