/** The digits of a typed value. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export const CARD_ERROR_TITLES = {
  number: 'Invalid Card Number',
  expiryMonth: 'Invalid Expiry Date',
  cvv: 'Invalid CVV',
  holderName: 'Invalid Card Holder Name',
} as const;
/** Card input masks: digits only, at most 16, grouped in fours; month 1-12 padded; 2-digit year; CVV up to 4. */
export const maskCardNumber = (value: string): string =>
  digitsOnly(value)
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
export const maskExpiryMonth = (value: string): string => {
  const digits = digitsOnly(value).slice(0, 2);
  if (digits.length === 2) return String(Math.min(12, Math.max(1, Number(digits)))).padStart(2, '0');
  return digits === '0' || digits === '1' || digits === '' ? digits : digits.padStart(2, '0');
};
export const maskExpiryYear = (value: string): string => digitsOnly(value).slice(0, 2);
export const maskCvv = (value: string): string => digitsOnly(value).slice(0, 4);
