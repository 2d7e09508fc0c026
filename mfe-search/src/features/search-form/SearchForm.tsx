import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { Box, loadValidation, preloadUiKit, Stack } from '@portal/platform';
import { useForm, useWatch, FormWithMethods } from '@portal/platform/forms';
import type { SearchCriteria } from '../search-params';
import { MultiCityNotice } from './MultiCityNotice';
import { paintedFormHandOver } from './paintedFormHandOver';
import { PaintedRouteContext } from './paintedRoute';
import { SearchFields } from './SearchFields';
import { TripTypeTabs, type TripTab } from './TripTypeTabs';
import { readLastTripType, saveLastTripType } from './lastTripType';
import { searchFormResolver } from './searchFormResolver';
import { defaultSearchValues, type SearchFormValues } from './searchFormValues';
import { useFlightSearch } from './useFlightSearch';

// Fetched when the Multi-City tab is chosen: the home page's first load carries the one-way and return form only.
const MultiCityForm = lazy(() => import('./MultiCityForm').then((module) => ({ default: module.MultiCityForm })));

export interface SearchFormProps {
  /** A search to start from (e.g. the results page's 'Modify Search'); missing values take the defaults. */
  initialCriteria?: Partial<SearchCriteria>;
}

/**
 * The flight search form: trip tabs, route, dates, cabin and
 * travellers, validated with the platform's search contract. Multi-City has a form of its own
 * (2 to 5 flights) and keeps the call to an agent as a second way.
 */
export const SearchForm = ({ initialCriteria }: SearchFormProps) => {
  // What the visitor did in the page's painted form while the app was on its way, read before this form replaces it.
  const [painted] = useState(paintedFormHandOver);
  const [defaultValues] = useState(() => ({
    ...defaultSearchValues(initialCriteria, readLastTripType() ?? 'round-trip'),
    ...painted?.values,
  }));
  const form = useForm<SearchFormValues, unknown, SearchCriteria>({ defaultValues, resolver: searchFormResolver });
  const tripType = useWatch({ control: form.control, name: 'tripType' });
  const [multiCity, setMultiCity] = useState(() => Boolean(initialCriteria?.flights) || Boolean(painted?.multiCity));
  const { search, isSearching, serverError } = useFlightSearch();

  const { setValue, clearErrors } = form;
  const chooseTab = useCallback(
    (tab: TripTab) => {
      setMultiCity(tab === 'multi-city');
      if (tab === 'multi-city') return;
      setValue('tripType', tab);
      if (tab === 'one-way') clearErrors('returnDate');
      saveLastTripType(tab);
    },
    [setValue, clearErrors],
  );

  const { setFocus } = form;
  useLayoutEffect(() => {
    if (painted?.values.tripType) saveLastTripType(painted.values.tripType);
    if (painted?.focused) setFocus(painted.focused);
  }, [painted, setFocus]);

  // Someone using the form will validate it and see results: fetch the contracts and the rest of
  // the UI kit then, not with the page.
  const prepare = () => {
    void loadValidation().catch(() => undefined);
    void preloadUiKit().catch(() => undefined);
  };

  return (
    <PaintedRouteContext.Provider value={painted}>
      <FormWithMethods form={form}>
        <Box onFocusCapture={prepare} onPointerDownCapture={prepare}>
          <TripTypeTabs value={multiCity ? 'multi-city' : tripType} onChange={chooseTab} />
          {multiCity ? (
            <Suspense fallback={null}>
              <Stack spacing={2}>
                <MultiCityForm initialCriteria={initialCriteria} />
                <MultiCityNotice />
              </Stack>
            </Suspense>
          ) : (
            <Box component="form" noValidate aria-label="Flight search" onSubmit={form.handleSubmit(search)}>
              <SearchFields searching={isSearching || form.formState.isSubmitting} serverError={serverError} />
            </Box>
          )}
        </Box>
      </FormWithMethods>
    </PaintedRouteContext.Provider>
  );
};
