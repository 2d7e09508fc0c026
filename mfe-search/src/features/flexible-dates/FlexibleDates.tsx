import { memo, useDeferredValue } from 'react';
import { paramsFromCriteria, type SearchCriteria } from '../search-params';
import { FlexibleDateButton } from './FlexibleDateButton';
import { FlexibleDatesSection, SkeletonDays } from './FlexibleDatesSection';
import { useGetFlexibleDatesQuery } from './flexibleDatesApi';

interface FlexibleDatesProps {
  criteria: SearchCriteria;
  /** Asked only once the first results are in, so it never delays them; until then its place is held. */
  ready: boolean;
}

/**
 * The results' flexible-dates strip: the cheapest price three days either side of the departure
 * (a round trip keeps its length), one click switching the search to that date. A day the
 * gateway could not price reads 'Price unknown'; if the whole strip cannot be had, it is left out.
 */
export const FlexibleDates = memo(function FlexibleDates({ criteria, ready }: FlexibleDatesProps) {
  const { origin, destination, departureDate, returnDate, cabinClass, adultsCount, childrenCount, infantsCount } =
    criteria;
  const request = {
    origin,
    destination,
    departureDate,
    returnDate,
    cabinClass,
    adultsCount,
    childrenCount,
    infantsCount,
  };
  const answer = useGetFlexibleDatesQuery(request, { skip: !ready });
  // The store tells its readers synchronously: deferred, the strip's seven buttons are drawn in a
  // render React can slice, not in one long task after the results.
  const data = useDeferredValue(answer.data);
  const { isError } = answer;
  // Its place is held (skeletons) from the start, so the results below do not move when it fills in.
  if (isError || data?.days.length === 0) return null;

  return (
    <FlexibleDatesSection>
      {data ? (
        data.days.map((day) => (
          <FlexibleDateButton
            key={day.departureDate}
            day={day}
            chosen={day.departureDate === departureDate}
            href={`/search?${paramsFromCriteria({ ...criteria, departureDate: day.departureDate, returnDate: day.returnDate })}`}
          />
        ))
      ) : (
        <SkeletonDays />
      )}
    </FlexibleDatesSection>
  );
});
