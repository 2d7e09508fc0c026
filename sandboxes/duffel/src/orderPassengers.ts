import type { Offer, PassengerType } from './duffelTypes';
import { validationError } from './errors';
import type { CreateOrderPassengerBody } from './orderBody';

const ageOn = (bornOn: string, on: string): number => {
  const [by, bm, bd] = bornOn.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/** The age bands airlines price by, on the day of the first flight (the portal uses the same). */
const typeForAge = (age: number): PassengerType => (age >= 12 ? 'adult' : age >= 2 ? 'child' : 'infant_without_seat');
const BANDS: Record<PassengerType, string> = {
  adult: 'an adult must be 12 or older',
  child: 'a child must be 2 to 11 years old',
  infant_without_seat: 'an infant must be under 2 years old',
};

export interface OrderPassengerFacts {
  /** The passenger as sent, in the offer's passenger order */
  body: CreateOrderPassengerBody;
  type: PassengerType;
}

/**
 * The order's passengers checked against the offer's, as Duffel checks them: each offer passenger
 * exactly once, born_on in the passenger's age band on the day of the first flight, one passport
 * each when the offer requires identity documents (and none when the offer takes none), each lap
 * infant assigned to exactly one adult. Returned in the offer's order.
 */
export const checkPassengers = (
  offer: Offer,
  passengers: CreateOrderPassengerBody[],
  today: string,
): OrderPassengerFacts[] => {
  const at = (i: number, field: string) => `/passengers/${i}/${field}`;
  const offerIds = offer.passengers.map((passenger) => passenger.id);
  const seen = new Map<string, number>();
  passengers.forEach((passenger, i) => {
    if (!offerIds.includes(passenger.id))
      throw validationError(
        `passengers.${i}.id: '${passenger.id}' is not a passenger of the selected offer.`,
        'id',
        at(i, 'id'),
      );
    if (seen.has(passenger.id))
      throw validationError(`passengers.${i}.id: the passenger '${passenger.id}' is given twice.`, 'id', at(i, 'id'));
    seen.set(passenger.id, i);
  });
  const missing = offerIds.find((id) => !seen.has(id));
  if (missing)
    throw validationError(
      `passengers: the offer's passenger '${missing}' is missing: give every passenger of the offer.`,
      'passengers',
      '/passengers',
    );

  const slices = offer.slices.flatMap((slice) => slice.segments);
  const firstDay = slices[0]?.departing_at.slice(0, 10) ?? today;
  const lastDay = slices[slices.length - 1]?.departing_at.slice(0, 10) ?? firstDay;
  const documentsRequired = offer.passenger_identity_documents_required;
  const documentsTaken = (offer.supported_passenger_identity_document_types ?? []).includes('passport');

  passengers.forEach((passenger, i) => {
    const type = offer.passengers.find((candidate) => candidate.id === passenger.id)?.type ?? 'adult';
    if (passenger.type && passenger.type !== type)
      throw validationError(`passengers.${i}.type: the offer has this passenger as ${type}.`, 'type', at(i, 'type'));
    if (passenger.born_on > today)
      throw validationError(`passengers.${i}.born_on: must not be in the future.`, 'born_on', at(i, 'born_on'));
    if (typeForAge(ageOn(passenger.born_on, firstDay)) !== type) {
      throw validationError(
        `passengers.${i}.born_on: ${BANDS[type]} on ${firstDay}, the day of the first flight.`,
        'born_on',
        at(i, 'born_on'),
      );
    }
    const document = passenger.identity_documents?.[0];
    if (documentsRequired && !document) {
      throw validationError(
        `passengers.${i}.identity_documents: this offer requires a passport for every passenger.`,
        'identity_documents',
        at(i, 'identity_documents'),
      );
    }
    if (document && !documentsTaken) {
      throw validationError(
        `passengers.${i}.identity_documents: this offer takes no passports; leave them out.`,
        'identity_documents',
        at(i, 'identity_documents'),
      );
    }
    if (document && document.expires_on < lastDay) {
      throw validationError(
        `passengers.${i}.identity_documents.0.expires_on: the passport expires before the last flight (${lastDay}).`,
        'expires_on',
        at(i, 'identity_documents/0/expires_on'),
      );
    }
  });

  const infants = new Set(
    offer.passengers.filter((passenger) => passenger.type === 'infant_without_seat').map((passenger) => passenger.id),
  );
  const carried = new Set<string>();
  passengers.forEach((passenger, i) => {
    const infant = passenger.infant_passenger_id;
    if (!infant) return;
    const field = at(i, 'infant_passenger_id');
    const type = offer.passengers.find((candidate) => candidate.id === passenger.id)?.type;
    if (type !== 'adult')
      throw validationError(
        `passengers.${i}.infant_passenger_id: only an adult can travel with an infant.`,
        'infant_passenger_id',
        field,
      );
    if (!infants.has(infant))
      throw validationError(
        `passengers.${i}.infant_passenger_id: '${infant}' is not an infant of the selected offer.`,
        'infant_passenger_id',
        field,
      );
    if (carried.has(infant))
      throw validationError(
        `passengers.${i}.infant_passenger_id: the infant '${infant}' is already with another adult.`,
        'infant_passenger_id',
        field,
      );
    carried.add(infant);
  });
  const alone = [...infants].find((infant) => !carried.has(infant));
  if (alone) {
    throw validationError(
      `passengers: the infant '${alone}' must be assigned to an adult with infant_passenger_id.`,
      'infant_passenger_id',
      `/passengers/${seen.get(alone) ?? 0}/id`,
    );
  }

  return offerIds.map((id) => {
    const body = passengers[seen.get(id) ?? 0] as CreateOrderPassengerBody;
    return { body, type: offer.passengers.find((candidate) => candidate.id === id)?.type ?? 'adult' };
  });
};
