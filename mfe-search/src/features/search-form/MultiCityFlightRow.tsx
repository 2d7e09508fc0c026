import {
  Button,
  DatePickerField,
  firstBookableIso,
  FlightLandIcon,
  FlightTakeoffIcon,
  Grid,
  Typography,
} from '@portal/platform';
import { Controller, useWatch, useFormMethods } from '@portal/platform/forms';
import { AirportPicker } from '../airport-picker';
import type { MultiCityFormValues } from './multiCityFormValues';

interface MultiCityFlightRowProps {
  index: number;
  /** Offered while there are more than two flights. */
  onRemove?: () => void;
}

/** One flight of the trip: From, To and its date, which cannot be before the flight before it. */
export const MultiCityFlightRow = ({ index, onRemove }: MultiCityFlightRowProps) => {
  const { control } = useFormMethods<MultiCityFormValues>();
  const previousDate = useWatch({ control, name: `slices.${Math.max(0, index - 1)}.departureDate` });
  const firstBookable = firstBookableIso();
  const earliest = index > 0 && previousDate && previousDate > firstBookable ? previousDate : firstBookable;
  const later = index + 1;

  return (
    <Grid container spacing={2} size={12} role="group" aria-label={`Flight ${index + 1}`} sx={{ alignItems: 'center' }}>
      <Grid size={12} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          Flight {index + 1}
        </Typography>
        {onRemove && (
          <Button size="small" onClick={onRemove} aria-label={`Remove flight ${index + 1}`}>
            Remove
          </Button>
        )}
      </Grid>
      {(['origin', 'destination'] as const).map((end) => (
        <Grid key={end} size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name={`slices.${index}.${end}`}
            rules={end === 'origin' ? { deps: [`slices.${index}.destination`] } : undefined}
            render={({ field, fieldState }) => (
              <AirportPicker
                label={end === 'origin' ? 'From' : 'To'}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                icon={end === 'origin' ? <FlightTakeoffIcon color="action" /> : <FlightLandIcon color="action" />}
              />
            )}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={control}
          name={`slices.${index}.departureDate`}
          rules={{ deps: [`slices.${later}.departureDate`] }}
          render={({ field, fieldState }) => (
            <DatePickerField
              label="Departure"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              minDate={earliest}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
    </Grid>
  );
};
