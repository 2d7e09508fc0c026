import {
  FLEXIBLE_DAYS_EACH_SIDE,
  flexibleDatesResponseSchema,
  type FlexibleDatesResponse,
  type FlexibleDay,
  type SearchRequest,
} from '@portal/platform-common/contracts';
import { AppError } from '../../http/errors';
import type { Logger } from '../../http/logger';
import type { FlightsService } from './flights.service';
import type { Markup } from './pricing';
import type { Admit } from './providerCallLimits';

const DAY_MS = 86_400_000;
const shiftDate = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The results' flexible-dates strip: the same search on the three days either side (a round trip
 * keeps its length), each answered by the cheapest offer at the brand's selling price. Each day is
 * an ordinary search: a stored one answers at no cost, a new one is a provider call admitted like
 * any search. Days before the first bookable day are left out; a day that fails is 'unknown',
 * never a failure of the whole answer.
 */
export const createFlexibleDates = (flights: FlightsService) => {
  const priceDay = async (
    search: SearchRequest,
    offset: number,
    markup: Markup,
    admit: Admit,
    logger?: Pick<Logger, 'warn'>,
  ): Promise<FlexibleDay | null> => {
    const dates = {
      departureDate: shiftDate(search.departureDate, offset),
      ...(search.returnDate ? { returnDate: shiftDate(search.returnDate, offset) } : {}),
    };
    let day: SearchRequest;
    try {
      day = await flights.parseSearch({ ...search, ...dates, sort: 'price-asc', page: 1, limit: 1 });
    } catch (error) {
      if (error instanceof AppError && error.status === 400) return null;
      throw error;
    }
    try {
      const { offers } = await flights.search(day, markup, admit);
      const [cheapest] = offers;
      return cheapest
        ? { ...dates, status: 'priced', price: { amount: cheapest.total_amount, currency: cheapest.total_currency } }
        : { ...dates, status: 'none', price: null };
    } catch (error) {
      logger?.warn({ err: error, departureDate: dates.departureDate }, 'could not price a flexible date');
      return { ...dates, status: 'unknown', price: null };
    }
  };

  return {
    async around(
      search: SearchRequest,
      markup: Markup,
      admit: Admit,
      logger?: Pick<Logger, 'warn'>,
    ): Promise<FlexibleDatesResponse> {
      const offsets = Array.from({ length: FLEXIBLE_DAYS_EACH_SIDE * 2 + 1 }, (_, i) => i - FLEXIBLE_DAYS_EACH_SIDE);
      const days = await Promise.all(offsets.map((offset) => priceDay(search, offset, markup, admit, logger)));
      return flexibleDatesResponseSchema.parse({ days: days.filter((day): day is FlexibleDay => day !== null) });
    },
  };
};

export type FlexibleDates = ReturnType<typeof createFlexibleDates>;
