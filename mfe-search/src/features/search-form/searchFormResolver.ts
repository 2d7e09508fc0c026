import { loadValidation, type SearchRequest } from '@portal/platform';
import { zodResolver, type FieldErrors } from '@portal/platform/forms';
import type { SearchCriteria } from '../search-params';
import type { SearchFormValues } from './searchFormValues';

type Outcome<Values> =
  | { values: Values; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<SearchFormValues> };
type Validate = (values: SearchFormValues, context: unknown, options: unknown) => Promise<Outcome<SearchRequest>>;

/**
 * Validates with the platform's search contract and its messages, fetched with zod when the form
 * first validates (the home page's first load does not carry them). `today` is read at each
 * validation, so a page left open past midnight still judges dates correctly. A one-way trip's
 * return date is dropped before validation, so it can neither fail nor be sent.
 */
export const searchFormResolver = async (
  values: SearchFormValues,
  context: unknown,
  options: unknown,
): Promise<Outcome<SearchCriteria>> => {
  const { createSearchRequestSchema } = await loadValidation();
  const validate = zodResolver(createSearchRequestSchema()) as unknown as Validate;
  const oneWay = values.tripType === 'one-way';
  const result = await validate({ ...values, returnDate: oneWay ? '' : values.returnDate }, context, options);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  const { origin, destination, departureDate, returnDate, cabinClass, adultsCount, childrenCount, infantsCount } =
    result.values as SearchRequest;
  return {
    values: {
      origin,
      destination,
      departureDate,
      returnDate: oneWay ? undefined : returnDate,
      cabinClass,
      adultsCount,
      childrenCount,
      infantsCount,
      tripType: values.tripType,
    },
    errors: {},
  };
};
