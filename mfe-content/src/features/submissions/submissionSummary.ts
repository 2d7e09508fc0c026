import type { Submission } from '@portal/platform';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Who wrote and what about, in one line, whatever the form. */
export const submissionSummary = ({ kind, payload }: Submission): { from: string; about: string } => {
  if (kind === 'newsletter') return { from: '', about: 'Newsletter sign-up' };
  if (kind === 'support')
    return {
      from: text(payload.fullName),
      about: [text(payload.subject), text(payload.message)].filter(Boolean).join(' — '),
    };
  const from = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(' ');
  return { from, about: [text(payload.reason), text(payload.message)].filter(Boolean).join(' — ') };
};

export const KIND_LABELS: Record<Submission['kind'], string> = {
  contact: 'Contact',
  support: 'Support',
  newsletter: 'Newsletter',
};
