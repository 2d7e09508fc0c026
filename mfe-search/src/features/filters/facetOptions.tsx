import type { ReactNode } from 'react';
import { Box, Typography, formatPrice, type SearchFacets } from '@portal/platform';
import type { CheckboxOption } from './CheckboxGroupFilter';
import { FILTER_AIRLINES } from './filterState';

type Facet<T> = { value: T; count: number; min_price: string | null };

/** '9 · $1,234': how many flights an option leaves and from what price. */
export const facetText = (facet: Facet<unknown> | undefined, currency: string): string =>
  facet
    ? `${facet.count}${facet.count > 0 && facet.min_price ? ` · ${formatPrice(facet.min_price, currency)}` : ''}`
    : '';

/** An option's name with its count and lowest price beside it. */
export const FacetLabel = ({
  label,
  facet,
  currency,
}: {
  label: ReactNode;
  facet: Facet<unknown> | undefined;
  currency: string;
}) => (
  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, width: 1 }}>
    <span>{label}</span>
    {facet && (
      <Typography
        variant="caption"
        component="span"
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap', alignSelf: 'center' }}
        data-testid="facet"
      >
        {facetText(facet, currency)}
      </Typography>
    )}
  </Box>
);

/** Options of a group with their facets; an option that would leave nothing is disabled unless ticked. */
export const withFacets = <T extends string | number>(
  options: readonly { value: T; label: ReactNode }[],
  facets: readonly Facet<unknown>[] | undefined,
  selected: readonly T[],
  currency: string,
): CheckboxOption<T>[] =>
  options.map((option) => {
    const facet = facets?.find((item) => item.value === option.value);
    return {
      value: option.value,
      label: <FacetLabel label={option.label} facet={facet} currency={currency} />,
      disabled: facet !== undefined && facet.count === 0 && !selected.includes(option.value),
    };
  });

/**
 * The airlines of the search: the spec's twelve first (in its order) when the search has them,
 * then the others it found by name, and any ticked one it did not find so it can be unticked.
 * Before the first answer, the spec's twelve.
 */
export const airlineOptions = (
  facets: SearchFacets['airlines'] | undefined,
  selected: readonly string[],
): { value: string; label: string }[] => {
  if (!facets) return FILTER_AIRLINES.map((airline) => ({ value: airline.code, label: airline.name }));
  const present = new Map(facets.map((facet) => [facet.value, facet.name]));
  const spec = FILTER_AIRLINES.filter((airline) => present.has(airline.code)).map((airline) => ({
    value: airline.code,
    label: airline.name,
  }));
  const specCodes = new Set(FILTER_AIRLINES.map((airline) => airline.code));
  const others = facets
    .filter((facet) => !specCodes.has(facet.value))
    .map((facet) => ({ value: facet.value, label: facet.name }));
  const missing = selected
    .filter((code) => !present.has(code))
    .map((code) => ({ value: code, label: FILTER_AIRLINES.find((airline) => airline.code === code)?.name ?? code }));
  return [...spec, ...others, ...missing];
};
