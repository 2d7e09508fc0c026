import { suggestedDepartureIso, type CabinClass } from '@portal/platform';
import { MULTI_CITY_FLIGHTS, type MultiCityFlight, type SearchCriteria } from '../search-params';
import { addDaysIso } from './searchFormValues';

/** What the Multi-City tab holds: the flights (named as the contract names them), cabin and travellers. */
export interface MultiCityFormValues {
  slices: MultiCityFlight[];
  cabinClass: CabinClass;
  adultsCount: number;
  childrenCount: number;
  infantsCount: number;
}

/** Days between the suggested dates of one flight and the next. */
export const DAYS_BETWEEN_FLIGHTS = 4;

/** An empty flight a few days after the one before it (when it has a date). */
export const nextFlight = (previous?: MultiCityFlight): MultiCityFlight => ({
  origin: previous?.destination ?? '',
  destination: '',
  departureDate: previous?.departureDate ? addDaysIso(previous.departureDate, DAYS_BETWEEN_FLIGHTS) : '',
});

/** Two flights (or the criteria's), the first from the criteria's origin on the suggested day, economy, one adult. */
export const defaultMultiCityValues = (initial: Partial<SearchCriteria> = {}): MultiCityFormValues => {
  const first = {
    origin: initial.origin ?? '',
    destination: initial.flights ? (initial.flights[0]?.destination ?? '') : (initial.destination ?? ''),
    departureDate: initial.departureDate ?? suggestedDepartureIso(),
  };
  return {
    slices: initial.flights ?? [first, nextFlight(first)].slice(0, MULTI_CITY_FLIGHTS.min),
    cabinClass: initial.cabinClass ?? 'economy',
    adultsCount: initial.adultsCount ?? 1,
    childrenCount: initial.childrenCount ?? 0,
    infantsCount: initial.infantsCount ?? 0,
  };
};

/** The results page's criteria of a checked multi-city search. */
export const criteriaOfMultiCity = (values: MultiCityFormValues): SearchCriteria => ({
  origin: values.slices[0]?.origin ?? '',
  destination: values.slices[values.slices.length - 1]?.destination ?? '',
  departureDate: values.slices[0]?.departureDate ?? '',
  cabinClass: values.cabinClass,
  adultsCount: values.adultsCount,
  childrenCount: values.childrenCount,
  infantsCount: values.infantsCount,
  tripType: 'one-way',
  flights: values.slices.map(({ origin, destination, departureDate }) => ({ origin, destination, departureDate })),
});
