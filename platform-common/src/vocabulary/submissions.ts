export const CONTACT_REASONS = [
  'booking',
  'cancellation',
  'technical',
  'billing',
  'feedback',
  'partnership',
  'other',
] as const;
export const SUBMISSION_KINDS = ['contact', 'support', 'newsletter'] as const;
