/** Duffel's amounts are decimal strings ('123.40'); the sandbox adds and compares them in integer cents. */
const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Cents of a Duffel amount, or null when it is not a non-negative amount with at most 2 decimals. */
export const toCents = (amount: string): number | null => {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** Cents of an amount the sandbox wrote itself: a malformed one is a bug. */
export const centsOf = (amount: string | null | undefined): number => {
  const cents = toCents(amount ?? '0');
  if (cents === null) throw new Error(`not an amount: ${amount}`);
  return cents;
};

export const formatCents = (cents: number): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
