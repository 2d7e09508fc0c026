import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { duffelError, validationError } from './errors';
import { CABIN_CLASSES, PASSENGER_TYPES, typeForAge, type SearchParams, type TimeRange } from './search';
import { localDate } from './time';
import { airportAt, distanceKm, placeIndex, sameCity } from './world';

const MAX_DAYS_AHEAD = 361;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM');
const timeRange = z.object({ from: time, to: time }).nullish();
const sliceSchema = z.object({
  origin: z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA code'),
  destination: z.string().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter IATA code'),
  departure_date: z.iso.date('must be a date, yyyy-MM-dd'),
  departure_time: timeRange,
  arrival_time: timeRange,
});
const passengerSchema = z
  .object({
    type: z.enum(PASSENGER_TYPES).optional(),
    age: z.number().int().min(0).max(130).optional(),
    fare_type: z.string().optional(),
    given_name: z.string().max(20).optional(),
    family_name: z.string().max(20).optional(),
    loyalty_programme_accounts: z.array(z.unknown()).optional(),
  })
  .refine(
    (passenger) => (passenger.type === undefined) !== (passenger.age === undefined),
    'give each passenger a type or an age, not both',
  );

/**
 * Duffel documents no upper bound on slices ("one or more"); the sandbox takes the portal's
 * most, five (a multi-city trip), and refuses more rather than guess how far real airlines go.
 */
export const MAX_SLICES = 5;

export const offerRequestBodySchema = z.object({
  data: z.object({
    slices: z.array(sliceSchema).min(1).max(MAX_SLICES),
    passengers: z.array(passengerSchema).min(1).max(18),
    cabin_class: z.enum(CABIN_CLASSES).optional(),
    max_connections: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    private_fares: z.unknown().optional(),
    include_split_ticket: z.boolean().optional(),
  }),
});

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const rangeOf = (range: { from: string; to: string } | null | undefined): TimeRange | null =>
  range ? { from: minutes(range.from), to: minutes(range.to) } : null;

/**
 * The offer request body, checked as Duffel checks it (422 validation_error with the field's
 * pointer): known airports or cities, two different places, dates from today (the origin's today, by the
 * sandbox clock) up to a year ahead and in order, 1-9 adults, at most 9 seats, a lap per infant.
 * Duffel's own default applies when max_connections is absent: 1.
 */
export const parseOfferRequest = (body: unknown, now: Date): SearchParams => {
  const parsed = offerRequestBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = (issue?.path ?? []).filter((part) => part !== 'data').map(String);
    throw validationError(
      `${path.join('.') || 'data'}: ${issue?.message ?? 'is invalid'}`,
      path[path.length - 1] ?? 'data',
      `/${path.join('/')}`,
    );
  }
  const data = parsed.data.data;
  const slices = data.slices.map((slice, i) => {
    const [origin, destination] = [slice.origin.toUpperCase(), slice.destination.toUpperCase()];
    // A city code (LON) names all its airports, as at Duffel; its busiest stands for it in these checks.
    const [from, to] = [placeIndex(origin), placeIndex(destination)];
    if (from === undefined)
      throw validationError(
        `The origin '${origin}' is not an airport or city the sandbox knows.`,
        'origin',
        `/slices/${i}/origin`,
      );
    if (to === undefined)
      throw validationError(
        `The destination '${destination}' is not an airport or city the sandbox knows.`,
        'destination',
        `/slices/${i}/destination`,
      );
    if (from === to || sameCity(from, to) || distanceKm(from, to) < 80) {
      throw validationError(
        'The origin and destination must be different places.',
        'destination',
        `/slices/${i}/destination`,
      );
    }
    const today = localDate(airportAt(from).time_zone, now.getTime());
    const latest = new Date(Date.parse(`${today}T00:00:00Z`) + MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10);
    if (slice.departure_date < today)
      throw validationError(
        'The departure date must not be in the past.',
        'departure_date',
        `/slices/${i}/departure_date`,
      );
    if (slice.departure_date > latest)
      throw validationError(
        'The departure date must be within the next 361 days.',
        'departure_date',
        `/slices/${i}/departure_date`,
      );
    return {
      origin,
      destination,
      departureDate: slice.departure_date,
      departureTime: rangeOf(slice.departure_time),
      arrivalTime: rangeOf(slice.arrival_time),
    };
  });
  slices.forEach((slice, i) => {
    const previous = slices[i - 1];
    if (previous && slice.departureDate < previous.departureDate) {
      throw validationError(
        'Each slice must depart on or after the previous one.',
        'departure_date',
        `/slices/${i}/departure_date`,
      );
    }
  });
  const passengers = data.passengers.map((passenger) =>
    passenger.age === undefined
      ? { type: passenger.type ?? 'adult', age: null }
      : { type: typeForAge(passenger.age), age: passenger.age },
  );
  const count = (type: string) => passengers.filter((passenger) => passenger.type === type).length;
  const [adults, infants] = [count('adult'), count('infant_without_seat')];
  if (adults < 1 || adults > 9)
    throw validationError('An offer request needs 1 to 9 adults.', 'passengers', '/passengers');
  if (adults + count('child') > 9)
    throw validationError('An offer request can seat at most 9 passengers.', 'passengers', '/passengers');
  if (infants > adults) {
    throw duffelError(422, {
      type: 'validation_error',
      code: 'validation_error',
      title: 'Too many infants',
      message: 'Each infant without a seat travels on the lap of an adult: there cannot be more infants than adults.',
      source: { field: 'passengers', pointer: '/passengers' },
    });
  }
  return {
    slices,
    passengers,
    cabinClass: data.cabin_class ?? 'economy',
    maxConnections: data.max_connections ?? 1,
    createdAt: now.getTime(),
    nonce: randomInt(2 ** 32),
  };
};
