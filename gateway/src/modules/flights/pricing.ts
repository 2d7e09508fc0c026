import type { Brand, FlightOffer, SeatMap } from '@portal/platform-common/contracts';
import { fromMinor, toMinor } from '../../providers/money';

export type Markup = Brand['markup'];

const PERCENT_DECIMALS = 6;

/** The percentage as an exact fraction of 100: 23 → 23000000 / 100000000, 12.5 → 12500000 / 100000000. */
const percentFraction = (percent: number): { numerator: bigint; denominator: bigint } => {
  if (!Number.isFinite(percent) || percent < 0)
    throw new RangeError(`markup percent must be 0 or more, got ${percent}`);
  const [whole = '0', fraction = ''] = percent.toFixed(PERCENT_DECIMALS).split('.');
  return { numerator: BigInt(whole + fraction), denominator: 100n * 10n ** BigInt(PERCENT_DECIMALS) };
};

/** round(minor × (1 + percent/100)), halves up, in integers only. */
export const withPercent = (minor: bigint, percent: number): bigint => {
  const { numerator, denominator } = percentFraction(percent);
  return (2n * minor * (denominator + numerator) + denominator) / (2n * denominator);
};

/**
 * The selling total of an offer or a booking: the percentage on the supplier total, then the
 * fixed amount once, only when the offer is in the markup's currency (no exchange rates here).
 */
export const sellingTotal = (supplierMinor: bigint, currency: string, markup: Markup): bigint =>
  withPercent(supplierMinor, markup.percent) + (currency === markup.currency ? BigInt(markup.fixedAmount) : 0n);

const sellingAmount = (amount: string, currency: string, percent: number): string =>
  fromMinor(withPercent(toMinor(amount, currency), percent), currency);

/**
 * An offer at selling prices, the markup applied exactly once. The brand's markup is
 * its service fee and travels as its own amount: the supplier's taxes and base are passed on
 * unchanged and `service_fee_amount` is the selling total less the supplier total, so
 * base + tax + service fee = total holds exactly (integer minor units). A tax in another currency
 * cannot be subtracted: the base is then the supplier total. Bags and other services take the
 * percentage only.
 */
export const priceOffer = (supplier: FlightOffer, markup: Markup): FlightOffer => {
  const currency = supplier.total_currency;
  const supplierTotal = toMinor(supplier.total_amount, currency);
  const total = sellingTotal(supplierTotal, currency, markup);
  const sameCurrencyTax = supplier.tax_currency === currency;
  const tax = sameCurrencyTax ? toMinor(supplier.tax_amount, currency) : 0n;
  return {
    ...supplier,
    total_amount: fromMinor(total, currency),
    base_amount: fromMinor(supplierTotal - tax, currency),
    base_currency: currency,
    tax_amount: sameCurrencyTax ? fromMinor(tax, currency) : supplier.tax_amount,
    service_fee_amount: fromMinor(total - supplierTotal, currency),
    service_fee_currency: currency,
    available_services: supplier.available_services.map((service) => ({
      ...service,
      total_amount: sellingAmount(service.total_amount, service.total_currency, markup.percent),
    })),
  };
};

/** Seat prices take the percentage only (a free seat stays free). */
export const priceSeatMaps = (maps: SeatMap[], markup: Markup): SeatMap[] =>
  maps.map((map) => ({
    ...map,
    cabins: map.cabins.map((cabin) => ({
      ...cabin,
      rows: cabin.rows.map((row) => ({
        ...row,
        sections: row.sections.map((section) => ({
          elements: section.elements.map((element) => ({
            ...element,
            available_services: element.available_services.map((service) => ({
              ...service,
              total_amount: sellingAmount(service.total_amount, service.total_currency, markup.percent),
            })),
          })),
        })),
      })),
    })),
  }));
