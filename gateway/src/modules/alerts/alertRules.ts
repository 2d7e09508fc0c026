import type { AlertSearch } from '@portal/platform-common/contracts';
import { currencyDigits } from '../../providers/money';

/** A drop worth an e-mail is at least this share of the reference price… */
export const DROP_PERCENT = 5;
/** …and at least one whole unit of the currency (1 USD, 1 JPY). */
export const DROP_MIN_UNITS = 1n;

const unit = (currency: string): bigint => 10n ** BigInt(currencyDigits(currency));

/** The target in minor units; decimals the currency does not have are cut off (a target of 250.999 USD is 250.99). */
export const targetMinor = (target: string, currency: string): bigint => {
  const [whole = '0', fraction = ''] = target.split('.');
  const digits = currencyDigits(currency);
  return BigInt(whole) * unit(currency) + BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0');
};

/** At least DROP_PERCENT percent and DROP_MIN_UNITS whole units below the reference. */
export const isMeaningfulDrop = (referenceMinor: bigint, priceMinor: bigint, currency: string): boolean =>
  priceMinor * 100n <= referenceMinor * BigInt(100 - DROP_PERCENT) &&
  referenceMinor - priceMinor >= DROP_MIN_UNITS * unit(currency);

export interface DropCheck {
  priceMinor: bigint;
  currency: string;
  /** The first price seen, then the price of each e-mail; null before the first run. */
  referenceMinor: bigint | null;
  /** Whether an e-mail already went out for this alert. */
  notifiedBefore: boolean;
  targetPrice: string | null;
}

/**
 * Whether a run's price is worth an e-mail: at or below the target (the first time, or below the
 * last price e-mailed), or a meaningful drop from the reference. The first run only sets the
 * reference, unless its price already meets the target.
 */
export const shouldNotify = ({ priceMinor, currency, referenceMinor, notifiedBefore, targetPrice }: DropCheck) => {
  const meetsTarget = targetPrice !== null && priceMinor <= targetMinor(targetPrice, currency);
  if (referenceMinor === null) return meetsTarget;
  if (meetsTarget && (!notifiedBefore || priceMinor < referenceMinor)) return true;
  return isMeaningfulDrop(referenceMinor, priceMinor, currency);
};

/** The results page of the search, written as the search form writes it (mfe-search searchParams.ts). */
export const resultsUrl = (publicUrl: string, search: AlertSearch): string => {
  const tripType = search.returnDate ? 'round-trip' : 'one-way';
  const params = new URLSearchParams({
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    cabinClass: search.cabinClass,
    adults: String(search.adultsCount),
    children: String(search.childrenCount),
    infants: String(search.infantsCount),
    tripType,
  });
  if (search.returnDate) params.set('returnDate', search.returnDate);
  return new URL(`/search?${params.toString()}`, publicUrl).toString();
};
