import {
  createPassengersSchema,
  lastArrivalDate,
  passportRequiredFor,
  PHONE_FORMAT_MESSAGE,
  type FlightOffer,
  type PassengerInput,
  type Passenger,
} from '@portal/platform-common/contracts';
import { AppError } from '../../../http/errors';

export { PHONE_FORMAT_MESSAGE };

export const GENDER_REQUIRED_MESSAGE =
  "The airline needs each passenger's gender as shown on the passport (male or female).";

/** A passenger of the request, paired with the offer's passenger it books. */
export interface MatchedPassenger {
  offerPassengerId: string;
  passenger: Passenger;
  /** The adult whose lap an infant travels on, by offer passenger id. */
  carriesInfant: string | null;
}

type Issue = { path: PropertyKey[]; message: string; code: string };

const invalid = (issues: Issue[]): AppError =>
  new AppError(
    'VALIDATION_ERROR',
    issues[0]?.message ?? 'Please complete all required passenger information before continuing.',
    400,
    { details: { issues } },
  );

const issue = (path: PropertyKey[], message: string): Issue => ({
  path: ['passengers', ...path],
  message,
  code: 'custom',
});

/**
 * A phone number as Duffel takes it (E.164): digits with a leading + (or the international 00),
 * separators dropped. null when it cannot be one.
 */
export const toE164 = (phone: string): string | null => {
  const compact = phone.replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{6,14}$/.test(international) ? international : null;
};

const TYPE_WORDS = {
  adult: ['adult', 'adults'],
  child: ['child', 'children'],
  infant_without_seat: ['infant', 'infants'],
} as const;
const describeCounts = (counts: Map<string, number>): string =>
  (Object.keys(TYPE_WORDS) as (keyof typeof TYPE_WORDS)[])
    .filter((type) => (counts.get(type) ?? 0) > 0)
    .map((type) => `${counts.get(type)} ${TYPE_WORDS[type][(counts.get(type) ?? 0) === 1 ? 0 : 1]}`)
    .join(', ');

const countByType = (types: string[]) =>
  types.reduce((counts, type) => counts.set(type, (counts.get(type) ?? 0) + 1), new Map<string, number>());

/**
 * Every passenger rule, enforced on the server with the offer's facts: the
 * contract's messages and passport rule, the numbers and types the offer was priced for, and
 * what the airline itself needs (a gender, an E.164 phone, passport-style names, a passport valid
 * until the last flight, issued by an assigned ISO 3166 country). All of it is
 * checked before any card is touched.
 */
export const checkPassengers = (input: PassengerInput[], offer: FlightOffer, today: string): MatchedPassenger[] => {
  const travelDate = offer.slices[0]?.segments[0]?.departing_at.slice(0, 10) ?? today;
  const lastFlightDate = lastArrivalDate(offer) ?? travelDate;
  const parsed = createPassengersSchema({
    passportRequired: passportRequiredFor(offer),
    today,
    travelDate,
    lastFlightDate,
  }).safeParse(input);
  if (!parsed.success)
    throw invalid(
      parsed.error.issues.map(({ path, message, code }) => ({ path: ['passengers', ...path], message, code })),
    );
  const passengers = parsed.data;

  const wanted = countByType(offer.passengers.map((passenger) => passenger.type));
  const given = countByType(passengers.map((passenger) => passenger.type));
  const sameCounts = [...new Set([...wanted.keys(), ...given.keys()])].every(
    (type) => wanted.get(type) === given.get(type),
  );
  if (!sameCounts)
    throw invalid([
      issue([], `The passengers do not match this flight offer: it was priced for ${describeCounts(wanted)}.`),
    ]);

  const issues: Issue[] = [];
  passengers.forEach((passenger, index) => {
    if (passenger.gender === 'undisclosed') issues.push(issue([index, 'gender'], GENDER_REQUIRED_MESSAGE));
  });
  // The primary passenger's contact details go on every passenger of the order.
  if (!toE164(passengers[0]?.phone ?? '')) issues.push(issue([0, 'phone'], PHONE_FORMAT_MESSAGE));
  if (issues.length) throw invalid(issues);

  // The request lists passengers by type in the order the offer does: the n-th adult is the offer's n-th adult.
  const seen = new Map<string, number>();
  const matched = passengers.map((passenger): MatchedPassenger => {
    const nth = seen.get(passenger.type) ?? 0;
    seen.set(passenger.type, nth + 1);
    const offerPassenger = offer.passengers.filter((candidate) => candidate.type === passenger.type)[nth];
    return { offerPassengerId: offerPassenger?.id as string, passenger, carriesInfant: null };
  });
  const adults = matched.filter((entry) => entry.passenger.type === 'adult');
  matched
    .filter((entry) => entry.passenger.type === 'infant_without_seat')
    .forEach((infant, i) => {
      const adult = adults[i];
      if (adult) adult.carriesInfant = infant.offerPassengerId;
    });
  return matched;
};
