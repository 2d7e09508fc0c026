import type { SeatSelection } from '@portal/platform';
import { checkoutTotal, fromMinor, seatsTotal, toMinor } from './money';

const seat = (amount: string): SeatSelection => ({ passengerId: 'pas_1', segmentId: 'seg_1', serviceId: 'ase_1', designator: '1A', amount, currency: 'USD' });

describe('money', () => {
  test('decimal strings to minor units and back', () => {
    expect([toMinor('450'), toMinor('450.5'), toMinor('450.05'), toMinor('0.10')]).toEqual([45000, 45050, 45005, 10]);
    expect(toMinor('abc')).toBeNaN();
    expect([fromMinor(45005), fromMinor(7), fromMinor(0), fromMinor(-150)]).toEqual(['450.05', '0.07', '0.00', '-1.50']);
  });

  test('the total is the offer total plus the seats, without float drift', () => {
    const seats = [seat('0.10'), seat('0.20'), seat('25.00')];
    expect(seatsTotal(seats)).toBe('25.30');
    expect(checkoutTotal({ total_amount: '450.00' }, seats)).toBe('475.30');
    expect(checkoutTotal({ total_amount: '450.00' }, [])).toBe('450.00');
  });
});
