import { useController, useFormMethods } from '@portal/platform/forms';
import { TravellersField } from './TravellersField';
import type { SearchFormValues, TravellerField } from './searchFormValues';

/** Binds the travellers popover to the form's three counts; an adult change re-checks infants. */
export const TravellersControl = () => {
  const { control } = useFormMethods<SearchFormValues>();
  const adults = useController({ control, name: 'adultsCount', rules: { deps: ['infantsCount'] } });
  const children = useController({ control, name: 'childrenCount' });
  const infants = useController({ control, name: 'infantsCount' });
  const fields = { adultsCount: adults, childrenCount: children, infantsCount: infants };
  const error = adults.fieldState.error ?? children.fieldState.error ?? infants.fieldState.error;

  return (
    <TravellersField
      counts={{
        adultsCount: adults.field.value,
        childrenCount: children.field.value,
        infantsCount: infants.field.value,
      }}
      onChange={(name: TravellerField, value: number) => fields[name].field.onChange(value)}
      error={error?.message}
    />
  );
};
