import { loadValidation } from '@portal/platform';
import { zodResolver, type FieldErrors } from '@portal/platform/forms';
import type { MultiCityFormValues } from './multiCityFormValues';

type Outcome =
  | { values: MultiCityFormValues; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<MultiCityFormValues> };
type Validate = (values: MultiCityFormValues, context: unknown, options: unknown) => Promise<Outcome>;

/**
 * Validates with the platform's multi-city contract and its messages (2 to 5 flights, each two
 * different places on a date not past, in date order), fetched when the form first validates.
 * The contract's paths (slices.1.departureDate) are the form's own field names.
 */
export const multiCityResolver = async (
  values: MultiCityFormValues,
  context: unknown,
  options: unknown,
): Promise<Outcome> => {
  const { createMultiCitySearchRequestSchema } = await loadValidation();
  const validate = zodResolver(createMultiCitySearchRequestSchema()) as unknown as Validate;
  const result = await validate(values, context, options);
  if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
  return { values, errors: {} };
};
