import { useEffect } from 'react';
import { formatPrice } from '@portal/platform';

/**
 * The page's first number format loads the browser's number-formatting data (about 25 ms on a
 * laptop, four times that on a phone); formats made after it cost well under a millisecond. Made
 * in a task of its own while the answer is awaited, it is not part of the render that draws the
 * first cards (and the cards reuse it: formats are kept per currency).
 */
export const usePriceFormatAhead = (currency = 'USD') =>
  useEffect(() => {
    const timer = setTimeout(() => formatPrice(0, currency), 0);
    return () => clearTimeout(timer);
  }, [currency]);
