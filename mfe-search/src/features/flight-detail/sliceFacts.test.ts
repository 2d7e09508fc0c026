import { makeSlice } from '@portal/platform/testing';
import { sliceLabel } from './sliceFacts';

describe('the name of a flight of an offer', () => {
  test('a one-way or return trip says Outbound and Return', () => {
    const back = [makeSlice({ from: 'JFK', to: 'LAX' }), makeSlice({ from: 'LAX', to: 'JFK' })];
    expect(back.map((_slice, i) => sliceLabel(i, back))).toEqual(['Outbound', 'Return']);
    expect(sliceLabel(0, back.slice(0, 1))).toBe('Outbound');
  });

  test('a multi-city trip numbers its flights, two of them included (the second does not come back)', () => {
    const onwards = [makeSlice({ from: 'JFK', to: 'LAX' }), makeSlice({ from: 'LAX', to: 'ORD' })];
    const three = [...onwards, makeSlice({ from: 'ORD', to: 'JFK' })];
    expect(onwards.map((_slice, i) => sliceLabel(i, onwards))).toEqual(['Flight 1', 'Flight 2']);
    expect(three.map((_slice, i) => sliceLabel(i, three))).toEqual(['Flight 1', 'Flight 2', 'Flight 3']);
  });
});
