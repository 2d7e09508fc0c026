/** Dates as editors read them: 'Mar 4, 2026, 10:30 AM'. */
export const formatEditedAt = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
};
