import { FlightLandIcon, FlightTakeoffIcon, Grid } from '@portal/platform';
import { Controller, useFormMethods } from '@portal/platform/forms';
import { AirportPicker } from '../airport-picker';
import { usePaintedRoute } from './paintedRoute';
import type { SearchFormValues } from './searchFormValues';

/** From and To, each an airport picker; changing one re-checks the other ('cannot be the same'). */
export const RouteFields = () => {
  const { control } = useFormMethods<SearchFormValues>();
  const paintedOrigin = usePaintedRoute('origin');
  const paintedDestination = usePaintedRoute('destination');
  return (
    <>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Controller
          control={control}
          name="origin"
          rules={{ deps: ['destination'] }}
          render={({ field, fieldState }) => (
            <AirportPicker
              label="From"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              icon={<FlightTakeoffIcon color="action" />}
              {...paintedOrigin}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <AirportPicker
              label="To"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              icon={<FlightLandIcon color="action" />}
              {...paintedDestination}
            />
          )}
        />
      </Grid>
    </>
  );
};
