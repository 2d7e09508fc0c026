/** The pages editors can change; the FAQ and the Support Center's help topics are pages too. */
export const CONTENT_PAGES = [
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Service' },
  { slug: 'cookies', title: 'Cookie Policy' },
  { slug: 'cancellation-policy', title: 'Cancellation and Refund Policy' },
  { slug: 'about', title: 'About Us' },
  { slug: 'faq', title: 'Frequently Asked Questions' },
  { slug: 'support-help', title: 'Help Center' },
  { slug: 'expedia', title: 'Partner Offers' },
] as const;
