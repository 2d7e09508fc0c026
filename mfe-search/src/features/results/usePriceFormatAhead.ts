import { useEffect } from 'react';
import { formatPrice } from '@portal/platform';

/**
 * The page's first price format costs the browser its number-formatting data (about 25 ms on a
 * laptop, four times that on a phone). Made in a task of its own while the answer is awaited, it
 * is not part of the render that draws the first cards. Formats are kept per currency, so the
 * cards reuse this one.
 */
export const usePriceFormatAhead = (currency = 'USD') =>
  useEffect(() => {
    const timer = setTimeout(() => formatPrice(0, currency), 0);
    return () => clearTimeout(timer);
  }, [currency]);
