import type { FlightOffer, Passenger, PassengerInput } from '@portal/platform';
import { readBookingLink, type Party } from '@portal/platform/links';

export type PassengerType = PassengerInput['type'];
export type { Party };

/**
 * Who travels: the counts of the address (adults, children, infants; the adultsCount reading is
 * accepted too), else the offer's own passengers. At least one adult.
 */
export const partyFrom = (params: URLSearchParams, offer: Pick<FlightOffer, 'passengers'>): Party => {
  const ofType = (type: PassengerType) => offer.passengers.filter((passenger) => passenger.type === type).length;
  const { counts } = readBookingLink(params);
  return {
    adults: counts.adults ?? Math.max(1, ofType('adult')),
    children: counts.children ?? ofType('child'),
    infants: counts.infants ?? ofType('infant_without_seat'),
  };
};

/** One entry per passenger: adults, then children, then infants. */
export const passengerTypesOf = ({ adults, children, infants }: Party): PassengerType[] => [
  ...Array<PassengerType>(adults).fill('adult'),
  ...Array<PassengerType>(children).fill('child'),
  ...Array<PassengerType>(infants).fill('infant_without_seat'),
];

const TYPE_LABELS: Record<PassengerType, string> = { adult: 'Adult', child: 'Child', infant_without_seat: 'Infant' };

/** 'Adult 1', 'Child 2': the position among passengers of the same type. */
export const passengerLabel = (types: PassengerType[], index: number): string => {
  const type = types[index] ?? 'adult';
  return `${TYPE_LABELS[type]} ${types.slice(0, index + 1).filter((t) => t === type).length}`;
};

/** 'Jane Doe', or the passenger's label before the names are known. */
export const passengerName = (passengers: Passenger[] | null, types: PassengerType[], index: number): string => {
  const passenger = passengers?.[index];
  const name = passenger ? `${passenger.firstName} ${passenger.lastName}`.trim() : '';
  return name || passengerLabel(types, index);
};

/** '2 Adults, 1 Child, 1 Infant'. */
export const partySummary = ({ adults, children, infants }: Party): string =>
  [
    [adults, 'Adult', 'Adults'],
    [children, 'Child', 'Children'],
    [infants, 'Infant', 'Infants'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');

/**
 * The offer's passenger id for each passenger: the n-th adult of the form is the offer's n-th
 * adult, and so on. Undefined when the offer has no such passenger (it was searched for fewer).
 */
export const offerPassengerIds = (
  offer: Pick<FlightOffer, 'passengers'>,
  types: PassengerType[],
): (string | undefined)[] => {
  const used = new Set<string>();
  return types.map((type) => {
    const match = offer.passengers.find((passenger) => passenger.type === type && !used.has(passenger.id));
    if (match) used.add(match.id);
    return match?.id;
  });
};
