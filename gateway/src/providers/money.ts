/**
 * Money as integer minor units (BigInt): providers send decimal strings, card processors and the
 * markup work in cents (or yen). No floats anywhere on the way.
 */

const digitsByCurrency = new Map<string, number>();

/** ISO 4217 minor-unit digits (USD 2, JPY 0, KWD 3), from the runtime's ICU data. */
export const currencyDigits = (currency: string): number => {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    if (!/^[A-Z]{3}$/.test(currency)) throw new MoneyError(`not a currency code: ${currency}`);
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
};

export class MoneyError extends Error {
  override name = 'MoneyError';
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,15}))?$/;

/** '123.4' USD → 12340n; '12000' JPY → 12000n. More decimals than the currency has are refused unless zeros. */
export const toMinor = (amount: string, currency: string): bigint => {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new MoneyError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const digits = currencyDigits(currency);
  const whole = match[1] as string;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new MoneyError(`${amount} has more decimals than ${currency} allows`);
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
};

/** 12340n USD → '123.40'; 12000n JPY → '12000'. */
export const fromMinor = (minor: bigint, currency: string): string => {
  if (minor < 0n) throw new MoneyError('negative amounts are not prices');
  const digits = currencyDigits(currency);
  if (digits === 0) return minor.toString();
  const scale = 10n ** BigInt(digits);
  return `${minor / scale}.${(minor % scale).toString().padStart(digits, '0')}`;
};

/** The same amount written the currency's way ('450.5' → '450.50'). */
export const normaliseAmount = (amount: string, currency: string): string =>
  fromMinor(toMinor(amount, currency), currency);
