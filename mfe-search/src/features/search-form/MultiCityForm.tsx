import { useState } from 'react';
import { AddIcon, Box, Button, Grid } from '@portal/platform';
import { useFieldArray, useForm, FormWithMethods } from '@portal/platform/forms';
import { MULTI_CITY_FLIGHTS, type SearchCriteria } from '../search-params';
import { MultiCityFlightRow } from './MultiCityFlightRow';
import {
  criteriaOfMultiCity,
  defaultMultiCityValues,
  nextFlight,
  type MultiCityFormValues,
} from './multiCityFormValues';
import { multiCityResolver } from './multiCityResolver';
import { SearchFormEnd } from './SearchFormEnd';
import { useMultiCitySearch } from './useMultiCitySearch';

/** The Multi-City tab's form: 2 to 5 flights, each its own route and date, then cabin and travellers. */
export const MultiCityForm = ({ initialCriteria }: { initialCriteria?: Partial<SearchCriteria> }) => {
  const [defaultValues] = useState(() => defaultMultiCityValues(initialCriteria));
  const form = useForm<MultiCityFormValues>({ defaultValues, resolver: multiCityResolver });
  const flights = useFieldArray({ control: form.control, name: 'slices' });
  const { search, isSearching, serverError } = useMultiCitySearch();
  const searching = isSearching || form.formState.isSubmitting;
  const addFlight = () => flights.append(nextFlight(form.getValues(`slices.${flights.fields.length - 1}`)));

  return (
    <FormWithMethods form={form}>
      <Box
        component="form"
        noValidate
        aria-label="Multi-city flight search"
        onSubmit={form.handleSubmit((values) => search(criteriaOfMultiCity(values)))}
      >
        <Grid container spacing={2}>
          {flights.fields.map((flight, index) => (
            <MultiCityFlightRow
              key={flight.id}
              index={index}
              onRemove={flights.fields.length > MULTI_CITY_FLIGHTS.min ? () => flights.remove(index) : undefined}
            />
          ))}
          <Grid size={12}>
            <Button
              startIcon={<AddIcon />}
              onClick={addFlight}
              disabled={flights.fields.length >= MULTI_CITY_FLIGHTS.max}
            >
              Add another flight
            </Button>
          </Grid>
          <SearchFormEnd searching={searching} serverError={serverError} />
        </Grid>
      </Box>
    </FormWithMethods>
  );
};
