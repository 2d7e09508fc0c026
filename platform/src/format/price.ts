const formatters = new Map<string, Intl.NumberFormat>();

const currencyFormat = (currency: string): Intl.NumberFormat => {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    formatters.set(currency, format);
  }
  return format;
};

/**
 * A selling price as the spec shows it: en-US currency style, whole units. The gateway has
 * already applied the brand's markup; this only formats. Missing or unparsable amounts show
 * 'N/A', or '{currency} N/A' when the currency is known.
 */
export const formatPrice = (amount: string | number | null | undefined, currency: string | null | undefined = 'USD'): string => {
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
