/**
 * Prices on the page arrive as decimal strings with at most two decimals ('450.00'). Sums the
 * traveller is charged are made in integer cents so that no float drift reaches a total.
 * (Not the gateway's currency-aware minor units: those know JPY has none and KWD three.)
 */

/** '450.05' → 45005; NaN for anything that is not a plain amount with up to two decimals. */
export const toCents = (amount: string): number => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Cents as a two-decimal string: 47500 → '475.00', -150 → '-1.50'. */
export const fromCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
