type TravellerType = 'adult' | 'child' | 'infant_without_seat';

const LABELS: [TravellerType, string, string][] = [
  ['adult', 'Adult', 'Adults'],
  ['child', 'Child', 'Children'],
  ['infant_without_seat', 'Infant', 'Infants'],
];

/** The travellers of an offer by type: '2 Adults, 1 Child, 1 Infant' (types with nobody left out). */
export const formatParty = (passengers: readonly { type: TravellerType }[]): string =>
  LABELS.map(([type, one, many]) => {
    const count = passengers.filter((passenger) => passenger.type === type).length;
    return count === 0 ? '' : `${count} ${count === 1 ? one : many}`;
  })
    .filter(Boolean)
    .join(', ');
