import type { SeatSelection } from '@portal/platform';
import { checkoutTotal, seatsTotal } from './money';

const seat = (amount: string): SeatSelection => ({
  passengerId: 'pas_1',
  segmentId: 'seg_1',
  serviceId: 'ase_1',
  designator: '1A',
  amount,
  currency: 'USD',
});

describe('money', () => {
  test('the total is the offer total plus the seats, without float drift', () => {
    const seats = [seat('0.10'), seat('0.20'), seat('25.00')];
    expect(seatsTotal(seats)).toBe('25.30');
    expect(checkoutTotal({ total_amount: '450.00' }, seats)).toBe('475.30');
    expect(checkoutTotal({ total_amount: '450.00' }, [])).toBe('450.00');
  });
});
