const formatters = new Map<string, Intl.NumberFormat>();

const currencyFormat = (currency: string): Intl.NumberFormat => {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, format);
  }
  return format;
};

/**
 * A selling price as the spec shows it: en-US currency style, whole units. The gateway has
 * already applied the brand's markup; this only formats. Missing or unparsable amounts show
 * 'N/A', or '{currency} N/A' when the currency is known.
 */
export const formatPrice = (
  amount: string | number | null | undefined,
  currency: string | null | undefined = 'USD',
): string => {
  const code = (currency || 'USD').toUpperCase();
  const value = typeof amount === 'number' ? amount : amount == null || amount === '' ? NaN : Number(amount);
  if (!/^[A-Z]{3}$/.test(code)) return 'N/A';
  if (!Number.isFinite(value)) return amount == null || amount === '' ? 'N/A' : `${code} N/A`;
  try {
    return currencyFormat(code).format(value);
  } catch {
    return `${code} N/A`;
  }
};

const chargedFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A total as the card is charged: en-US currency style with the currency's own minor units
 * ('$3,139.91', '¥121,481'), never rounded to whole units. Missing or unparsable amounts as
 * formatPrice.
 */
export const formatTotal = (
  amount: string | number | null | undefined,
  currency: string | null | undefined = 'USD',
): string => {
  const code = (currency || 'USD').toUpperCase();
  const value = typeof amount === 'number' ? amount : amount == null || amount === '' ? NaN : Number(amount);
  if (!/^[A-Z]{3}$/.test(code)) return 'N/A';
  if (!Number.isFinite(value)) return amount == null || amount === '' ? 'N/A' : `${code} N/A`;
  try {
    let format = chargedFormatters.get(code);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      chargedFormatters.set(code, format);
    }
    return format.format(value);
  } catch {
    return `${code} N/A`;
  }
};

/**
 * An amount shared between `count` travellers, in the amount's own minor units, halves up
 * ('3139.91' ÷ 3 → '1046.64'; '121481' ÷ 2 → '60741'): an average, since airlines price the
 * party, not each passenger. Null when the amount is not a plain decimal or nobody travels.
 */
export const sharePerTraveller = (amount: string, count: number): string | null => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || !Number.isInteger(count) || count < 1) return null;
  const [, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole + fraction);
  const share = (2n * minor + BigInt(count)) / (2n * BigInt(count));
  if (!fraction) return String(share);
  const digits = String(share).padStart(fraction.length + 1, '0');
  return `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`;
};
