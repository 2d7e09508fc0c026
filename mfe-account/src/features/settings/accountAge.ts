const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long the account has existed, in words: 'Less than a day', '12 days', '3 months', '2 years'. */
export const describeAccountAge = (createdAt: string, now: Date = new Date()): string => {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 'N/A';
  const days = Math.floor((now.getTime() - created) / DAY_MS);
  if (days < 1) return 'Less than a day';
  if (days < 60) return plural(days, 'day');
  const months = Math.floor(days / 30.44);
  if (months < 24) return plural(months, 'month');
  return plural(Math.floor(days / 365.25), 'year');
};
