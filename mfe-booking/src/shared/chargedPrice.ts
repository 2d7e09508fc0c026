import { formatPrice } from '@portal/platform';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the card is charged: en-US currency style with the currency's minor units
 * ('$3,139.91', '¥12,000'). The platform's formatPrice shows selling prices in whole units; a
 * total the traveller pays or has paid is shown to the cent. Unusable input falls back to
 * formatPrice's 'N/A' forms.
 */
export const formatCharged = (amount: string, currency: string): string => {
  const code = currency.toUpperCase();
  const value = amount.trim() === '' ? Number.NaN : Number(amount);
  if (!/^[A-Z]{3}$/.test(code) || !Number.isFinite(value)) return formatPrice(amount, currency);
  try {
    let format = formatters.get(code);
    if (!format) {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      formatters.set(code, format);
    }
    return format.format(value);
  } catch {
    return formatPrice(amount, currency);
  }
};
