import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Stack,
  lastArrivalDate,
  loadValidation,
  passportRequiredFor,
  todayIso,
  useSessionUser,
  useToast,
  type FlightOffer,
  type Passenger,
  type SavedTraveller,
} from '@portal/platform';
import { FormWithMethods, useForm } from '@portal/platform/forms';
import { passengerLabel, type PassengerType } from '../../shared/party';
import { OFFER_EXPIRED_MESSAGE, VERIFY_FAILED_MESSAGE } from '../../shared/offerMessages';
import { useOfferCheck } from '../../shared/useOfferCheck';
import { PassengerFields } from './PassengerFields';
import {
  initialPassengers,
  primaryFromUser,
  type PassengersFormOutput,
  type PassengersFormValues,
} from './passengerForm';
import { passengersResolver } from './passengersResolver';
import { useListSavedTravellersForBookingQuery } from './savedTravellersApi';
import { useSaveTravellers } from './useSaveTravellers';

export const INCOMPLETE_MESSAGE = 'Please complete all required passenger information before continuing.';
const RECHECK_MS = 30_000;
const fetchContractAhead = () => void loadValidation().catch(() => undefined);
const NO_SAVED_TRAVELLERS: SavedTraveller[] = [];
// Offered only to a signed-in traveller with saved travellers: a guest's checkout never fetches it.
const FillFromSavedTraveller = lazy(() =>
  import('./FillFromSavedTraveller').then(({ FillFromSavedTraveller }) => ({ default: FillFromSavedTraveller })),
);

interface PassengersStepProps {
  offer: FlightOffer;
  types: PassengerType[];
  /** What was entered before, when coming back to this step. */
  saved: Passenger[] | null;
  onSubmit: (passengers: Passenger[]) => void;
}

/** Step 1: a block per passenger, validated by the platform contract, the offer rechecked before moving on. */
export const PassengersStep = ({ offer, types, saved, onSubmit }: PassengersStepProps) => {
  const user = useSessionUser();
  const { toast } = useToast();
  const today = todayIso();
  const passportRequired = passportRequiredFor(offer);
  const travelDate = offer.slices[0]?.segments[0]?.departing_at.slice(0, 10) ?? today;
  const lastFlightDate = lastArrivalDate(offer) ?? travelDate;
  const resolver = useMemo(
    () => passengersResolver({ passportRequired, today, travelDate, lastFlightDate }),
    [passportRequired, today, travelDate, lastFlightDate],
  );
  const form = useForm<PassengersFormValues, unknown, PassengersFormOutput>({
    defaultValues: { passengers: initialPassengers(types, saved, user) },
    resolver,
  });
  const { data: savedTravellers = NO_SAVED_TRAVELLERS } = useListSavedTravellersForBookingQuery(undefined, {
    skip: !user,
  });
  const saving = useSaveTravellers();
  const { polledExpired, checkNow } = useOfferCheck(offer.id, RECHECK_MS);
  const [found, setFound] = useState<'expired' | 'unverified' | 'incomplete' | null>(null);
  const [checking, setChecking] = useState(false);
  const expired = polledExpired || found === 'expired';

  // The session may be read after the form is shown: fill the primary passenger once it is, unless typed in.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user || getValues('passengers.0.firstName') || getValues('passengers.0.email')) return;
    for (const [field, value] of Object.entries(primaryFromUser(user)) as [
      'firstName' | 'lastName' | 'email' | 'phone',
      string,
    ][])
      setValue(`passengers.0.${field}`, value);
  }, [user, getValues, setValue]);

  const submit = form.handleSubmit(
    async ({ passengers }) => {
      setChecking(true);
      const check = await checkNow();
      setChecking(false);
      if (check === 'expired') {
        setFound('expired');
        toast({ title: 'Offer No Longer Available', description: OFFER_EXPIRED_MESSAGE, variant: 'destructive' });
        return;
      }
      if (check === 'unknown')
        toast({ title: 'Offer Validation Failed', description: VERIFY_FAILED_MESSAGE, variant: 'destructive' });
      setFound(check === 'unknown' ? 'unverified' : null);
      void saving.saveChosen(passengers);
      onSubmit(passengers);
    },
    () => {
      setFound('incomplete');
      toast({ title: 'Missing passenger information', description: INCOMPLETE_MESSAGE, variant: 'destructive' });
    },
  );
  const partyError = form.formState.errors.passengers?.root?.message;
  // The blocks are the same elements until what they show changes: the form's own renders (right
  // after it mounts, when it becomes ready; when its errors change) leave them alone, their fields
  // following their own values and errors.
  const { chosen, toggle } = saving;
  const passengerBlocks = useMemo(
    () =>
      types.map((type, index) => (
        <PassengerFields
          key={index}
          index={index}
          label={passengerLabel(types, index)}
          passportRequired={passportRequired}
          disabled={expired}
          today={today}
          lastFlightDate={lastFlightDate}
          fillFrom={
            user && savedTravellers.length > 0 ? (
              <Suspense fallback={null}>
                <FillFromSavedTraveller
                  index={index}
                  type={type}
                  travelDate={travelDate}
                  travellers={savedTravellers}
                  disabled={expired}
                />
              </Suspense>
            ) : undefined
          }
          saveToAccount={
            user ? { checked: chosen.has(index), onChange: (checked) => toggle(index, checked) } : undefined
          }
        />
      )),
    [types, passportRequired, expired, today, lastFlightDate, travelDate, user, savedTravellers, chosen, toggle],
  );

  return (
    <FormWithMethods form={form}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={submit}
        // The contract the form is checked with comes with the page's first validation; a traveller
        // starting to fill it in is the moment to fetch it, so Continue does not wait for it.
        onFocus={fetchContractAhead}
        aria-label="Passenger details"
      >
        {expired && <Alert severity="error">{OFFER_EXPIRED_MESSAGE}</Alert>}
        {!expired && found === 'incomplete' && <Alert severity="error">{INCOMPLETE_MESSAGE}</Alert>}
        {!expired && found === 'unverified' && <Alert severity="warning">{VERIFY_FAILED_MESSAGE}</Alert>}
        {partyError && <Alert severity="error">{partyError}</Alert>}
        {passengerBlocks}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={expired || checking}
          startIcon={checking ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: 'flex-end' }}
        >
          {expired ? 'Offer Expired' : checking ? 'Checking offer...' : 'Continue to Seat Selection'}
        </Button>
      </Stack>
    </FormWithMethods>
  );
};
