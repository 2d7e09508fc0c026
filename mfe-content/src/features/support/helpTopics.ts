export interface HelpTopicGroup {
  title: string;
  links: readonly { label: string; to: string }[];
}

const faqSearch = (query: string) => `/faq?q=${encodeURIComponent(query)}`;

/** Popular help topics: each opens the FAQ on its answers or the policy that covers it. */
export const HELP_TOPIC_GROUPS: readonly HelpTopicGroup[] = [
  {
    title: 'Booking Information',
    links: [
      { label: 'How far ahead can I book?', to: faqSearch('advance') },
      { label: 'Booking for someone else', to: faqSearch('someone else') },
      { label: 'Payment methods', to: faqSearch('payment') },
      { label: 'Booking as a guest', to: faqSearch('guest') },
    ],
  },
  {
    title: 'Changes & Cancellations',
    links: [
      { label: 'Cancel a booking', to: faqSearch('cancel') },
      { label: 'How long refunds take', to: faqSearch('refund') },
      { label: 'Change fees', to: faqSearch('change') },
      { label: 'Cancellation and refund policy', to: '/cancellation-policy' },
    ],
  },
  {
    title: 'Travel Preparation',
    links: [
      { label: 'Passports and travel documents', to: faqSearch('passport') },
      { label: 'When to arrive at the airport', to: faqSearch('arrive') },
      { label: 'Online check-in', to: faqSearch('check-in') },
      { label: 'Baggage allowance', to: faqSearch('baggage') },
    ],
  },
];

/** Six of the twelve airlines the portal sells (the flight sandbox's list). */
export const PARTNER_AIRLINES: readonly string[] = [
  'American Airlines',
  'Delta Air Lines',
  'United Airlines',
  'British Airways',
  'Lufthansa',
  'Qantas',
];
