import type { SeatElement, SeatMap } from '@portal/platform';
import { makeSeatMap } from '@portal/platform/testing';
import { assignSeat, legsWithoutSeats, seatDescription, seatState } from './seatSelection';

const map = makeSeatMap({ segmentId: 'seg_1', passengerIds: ['p1', 'p2'], taken: ['1B'], paid: { '1A': '25.00' } });
const second = makeSeatMap({ segmentId: 'seg_2', passengerIds: ['p1', 'p2'] });
const seatOn = (seatMap: SeatMap, designator: string): SeatElement =>
  seatMap.cabins[0]!.rows.flatMap((row) => row.sections.flatMap((section) => section.elements)).find(
    (element) => element.designator === designator,
  )!;
const seat = (designator: string): SeatElement => seatOn(map, designator);

describe('seat selection', () => {
  test('a click gives the seat, with its service for that passenger', () => {
    const selections = assignSeat([], 'seg_1', 'p2', seat('1A'));
    expect(selections).toEqual([
      {
        passengerId: 'p2',
        segmentId: 'seg_1',
        serviceId: 'ase_1A_p2',
        designator: '1A',
        amount: '25.00',
        currency: 'USD',
      },
    ]);
  });

  test("a passenger's new seat replaces their old one; a fellow passenger's seat moves over; a second click releases", () => {
    let selections = assignSeat([], 'seg_1', 'p1', seat('1C'))!;
    selections = assignSeat(selections, 'seg_1', 'p1', seat('2C'))!;
    expect(selections.map((s) => `${s.passengerId}:${s.designator}`)).toEqual(['p1:2C']);
    selections = assignSeat(selections, 'seg_1', 'p2', seat('2C'))!;
    expect(selections.map((s) => `${s.passengerId}:${s.designator}`)).toEqual(['p2:2C']);
    expect(assignSeat(selections, 'seg_1', 'p2', seat('2C'))).toEqual([]);
  });

  test('a taken seat cannot be chosen', () => {
    expect(assignSeat([], 'seg_1', 'p1', seat('1B'))).toBeNull();
    expect(seatState(seat('1B'), 'seg_1', 'p1', [])).toBe('taken');
  });

  test('states and names as the passenger being seated sees them', () => {
    const selections = assignSeat([], 'seg_1', 'p1', seat('1C'))!;
    expect(seatState(seat('1C'), 'seg_1', 'p1', selections)).toBe('mine');
    expect(seatState(seat('1C'), 'seg_1', 'p2', selections)).toBe('other');
    expect(seatState(seat('1A'), 'seg_1', 'p1', selections)).toBe('paid');
    expect(seatDescription(seat('1A'), 'paid', 'p1')).toBe('Seat 1A, paid seat, $25');
    expect(seatDescription(seat('1D'), 'available', 'p1')).toBe('Seat 1D, available, free');
    expect(seatDescription(seat('1C'), 'mine', 'p1', 'Jane Doe')).toBe('Seat 1C, selected for Jane Doe');
  });

  test('seats are optional per flight and per passenger: a seat on one flight leaves the others without one, and that is a valid choice', () => {
    const onlyFirst = assignSeat([], 'seg_1', 'p1', seat('1C'))!;
    expect(legsWithoutSeats([map, second], ['p1', 'p2'], onlyFirst)).toEqual([
      { segmentId: 'seg_1', passengerIds: ['p2'] },
      { segmentId: 'seg_2', passengerIds: ['p1', 'p2'] },
    ]);
    expect(legsWithoutSeats([map, second], ['p1', 'p2'], [])).toEqual([
      { segmentId: 'seg_1', passengerIds: ['p1', 'p2'] },
      { segmentId: 'seg_2', passengerIds: ['p1', 'p2'] },
    ]);
    let everyone = assignSeat(onlyFirst, 'seg_1', 'p2', seat('1D'))!;
    everyone = assignSeat(everyone, 'seg_2', 'p1', seatOn(second, '2A'))!;
    everyone = assignSeat(everyone, 'seg_2', 'p2', seatOn(second, '2B'))!;
    expect(legsWithoutSeats([map, second], ['p1', 'p2'], everyone)).toEqual([]);
  });

  test('a seat on one flight never changes the seats of another: seat 1C on two flights is two seats', () => {
    let selections = assignSeat([], 'seg_2', 'p1', seatOn(second, '1C'))!;
    selections = assignSeat(selections, 'seg_1', 'p2', seat('1C'))!;
    expect(selections.map((s) => `${s.segmentId}:${s.passengerId}:${s.designator}`)).toEqual([
      'seg_2:p1:1C',
      'seg_1:p2:1C',
    ]);
    // Released on the first flight, the second flight's seat stays.
    expect(
      assignSeat(selections, 'seg_1', 'p2', seat('1C'))!.map((s) => `${s.segmentId}:${s.passengerId}:${s.designator}`),
    ).toEqual(['seg_2:p1:1C']);
  });
});
