import { DatePickerField, firstBookableIso, Grid } from '@portal/platform';
import { Controller, useWatch, useFormMethods } from '@portal/platform/forms';
import { addDaysIso, RETURN_AFTER_DAYS, type SearchFormValues } from './searchFormValues';

/**
 * Departure (from the first bookable day) and return (from the departure). A departure moved past the return
 * moves the return a week after it; one-way disables the return date.
 */
export const TravelDateFields = () => {
  const { control, getValues, setValue } = useFormMethods<SearchFormValues>();
  const [tripType, departureDate] = useWatch({ control, name: ['tripType', 'departureDate'] });
  const firstBookable = firstBookableIso();
  const oneWay = tripType === 'one-way';

  return (
    <>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Controller
          control={control}
          name="departureDate"
          rules={{ deps: ['returnDate'] }}
          render={({ field, fieldState }) => (
            <DatePickerField
              label="Departure"
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                const returnDate = getValues('returnDate');
                if (value && returnDate && returnDate < value)
                  setValue('returnDate', addDaysIso(value, RETURN_AFTER_DAYS));
              }}
              minDate={firstBookable}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Controller
          control={control}
          name="returnDate"
          render={({ field, fieldState }) => (
            <DatePickerField
              label="Return"
              name={field.name}
              value={oneWay ? '' : field.value}
              onChange={field.onChange}
              minDate={departureDate && departureDate > firstBookable ? departureDate : firstBookable}
              disabled={oneWay}
              error={!oneWay && Boolean(fieldState.error)}
              helperText={oneWay ? 'One way selected' : fieldState.error?.message}
            />
          )}
        />
      </Grid>
    </>
  );
};
