import { offerPassengerIds, partyFrom, partySummary, passengerLabel, passengerTypesOf } from './party';

const offer = {
  passengers: [
    { id: 'p1', type: 'adult' as const },
    { id: 'p2', type: 'child' as const },
    { id: 'p3', type: 'adult' as const },
  ],
};

describe('party', () => {
  test('counts come from the address, clamped, in either reading', () => {
    expect(partyFrom(new URLSearchParams('adults=2&children=1&infants=0'), offer)).toEqual({
      adults: 2,
      children: 1,
      infants: 0,
    });
    expect(partyFrom(new URLSearchParams('adultsCount=3&childrenCount=0&infantsCount=1'), offer)).toEqual({
      adults: 3,
      children: 0,
      infants: 1,
    });
    expect(partyFrom(new URLSearchParams('adults=0&children=12'), offer)).toEqual({
      adults: 1,
      children: 9,
      infants: 0,
    });
  });

  test("without counts, the offer's passengers", () => {
    expect(partyFrom(new URLSearchParams(''), offer)).toEqual({ adults: 2, children: 1, infants: 0 });
  });

  test('types, labels and the summary line', () => {
    const types = passengerTypesOf({ adults: 2, children: 1, infants: 1 });
    expect(types).toEqual(['adult', 'adult', 'child', 'infant_without_seat']);
    expect(types.map((_, index) => passengerLabel(types, index))).toEqual([
      'Adult 1',
      'Adult 2',
      'Child 1',
      'Infant 1',
    ]);
    expect(partySummary({ adults: 2, children: 1, infants: 1 })).toBe('2 Adults, 1 Child, 1 Infant');
    expect(partySummary({ adults: 1, children: 2, infants: 0 })).toBe('1 Adult, 2 Children');
  });

  test("each passenger gets the offer's id of the same type and rank", () => {
    expect(offerPassengerIds(offer, ['adult', 'adult', 'child', 'child'])).toEqual(['p1', 'p3', 'p2', undefined]);
  });
});
