import { useEffect } from 'react';
import { formatPrice } from './price';

/**
 * Makes a page's first number format ahead, in a task of its own (call it on a page that will show
 * prices, before its answer comes). The first format loads the browser's number-formatting data
 * (about 25 ms on a laptop, four times that on a phone); formats made after it cost well under a
 * millisecond, so the render that draws the prices does not pay for it. Formats are kept per
 * currency, so a page in that currency reuses this one.
 */
export const usePriceFormatAhead = (currency = 'USD'): void =>
  useEffect(() => {
    const timer = setTimeout(() => formatPrice(0, currency), 0);
    return () => clearTimeout(timer);
  }, [currency]);
