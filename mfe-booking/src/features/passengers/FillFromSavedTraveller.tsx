import { useId, useState } from 'react';
import { Button, ListItemText, Menu, MenuItem, type SavedTraveller } from '@portal/platform';
import { useFormMethods } from '@portal/platform/forms';
import type { PassengerType } from '../../shared/party';
import type { PassengersFormValues } from './passengerForm';
import { passengerFieldsFrom, whyNotFitting } from './savedTravellerFill';

interface FillFromSavedTravellerProps {
  index: number;
  type: PassengerType;
  /** yyyy-MM-dd of the first departure: the age bands are reckoned on it. */
  travelDate: string;
  travellers: SavedTraveller[];
  disabled?: boolean;
}

/**
 * 'Fill from saved traveller' on a passenger block: travellers whose age band on the day of travel
 * is another are listed but not offered. Filling shows the form's own verdict on what was filled
 * (a passport expiring before the last flight, say) at once.
 */
export const FillFromSavedTraveller = ({
  index,
  type,
  travelDate,
  travellers,
  disabled,
}: FillFromSavedTravellerProps) => {
  const { setValue, trigger } = useFormMethods<PassengersFormValues>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();

  const fill = async (traveller: SavedTraveller) => {
    setAnchor(null);
    const fields = passengerFieldsFrom(traveller);
    for (const [field, value] of Object.entries(fields) as [keyof typeof fields, string][])
      setValue(`passengers.${index}.${field}`, value, { shouldDirty: true });
    await trigger(Object.keys(fields).map((field) => `passengers.${index}.${field as keyof typeof fields}` as const));
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
      >
        Fill from saved traveller
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {travellers.map((traveller) => {
          const reason = whyNotFitting(traveller, type, travelDate);
          return (
            <MenuItem key={traveller.id} disabled={reason !== null} onClick={() => void fill(traveller)}>
              <ListItemText
                primary={`${traveller.firstName} ${traveller.lastName}`}
                secondary={reason ?? `Born ${traveller.dateOfBirth}`}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
