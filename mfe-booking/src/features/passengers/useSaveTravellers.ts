import { useCallback, useState } from 'react';
import { errorMessage, useToast, type Passenger, type SavedTravellerInput } from '@portal/platform';
import { useSaveTravellerFromBookingMutation } from './savedTravellersApi';

/** A passenger as a saved traveller: the passport only when it is whole (the saved traveller's rule). */
const travellerOf = ({
  title,
  firstName,
  lastName,
  gender,
  dateOfBirth,
  passportNumber,
  passportIssuingCountry,
  passportExpiryDate,
}: Passenger): SavedTravellerInput => ({
  title,
  firstName,
  lastName,
  gender,
  dateOfBirth,
  ...(passportNumber && passportIssuingCountry && passportExpiryDate
    ? { passportNumber, passportIssuingCountry, passportExpiryDate }
    : {}),
});

/**
 * The passenger blocks whose 'Save this traveller to my account' box is ticked, saved when the
 * step is submitted (valid): the booking goes on whatever the save answers; a refusal (20 saved
 * already, say) is told in a toast.
 */
export const useSaveTravellers = () => {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [save] = useSaveTravellerFromBookingMutation();
  const { toast } = useToast();

  const toggle = useCallback(
    (index: number, on: boolean) =>
      setChosen((before) => new Set([...before].filter((i) => i !== index).concat(on ? [index] : []))),
    [],
  );

  const saveChosen = async (passengers: Passenger[]) => {
    for (const index of [...chosen].sort()) {
      const passenger = passengers[index];
      if (!passenger) continue;
      const result = await save(travellerOf(passenger));
      if (result.error)
        toast({
          title: `${passenger.firstName} ${passenger.lastName} was not saved`,
          description: errorMessage(result.error, 'Please try again from your account settings.'),
          variant: 'destructive',
        });
      else
        toast({
          title: 'Traveller saved',
          description: `${passenger.firstName} ${passenger.lastName} is saved to your account.`,
        });
    }
  };

  return { chosen, toggle, saveChosen };
};
