import { keptByCancellation } from './cancellationAmounts';

// $1,509.00 paid for a $1,227.00 fare: $282.00 is the brand's service fee.
const booking = { currency: 'USD', sellingTotalMinor: 150900n, supplierTotalMinor: 122700n };

describe('what a cancellation keeps', () => {
  test('a refundable fare with no airline fee keeps exactly the service fee, and says so by amount', () => {
    expect(keptByCancellation(booking, 122700n, 'USD')).toEqual({
      paidAmount: '1509.00',
      keptAmount: '282.00',
      serviceFeeKept: '282.00',
      airlineFeeKept: '0.00',
    });
  });

  test('an airline penalty is kept beside the service fee, each by amount, adding up to what is kept', () => {
    expect(keptByCancellation(booking, 107700n, 'USD')).toEqual({
      paidAmount: '1509.00',
      keptAmount: '432.00',
      serviceFeeKept: '282.00',
      airlineFeeKept: '150.00',
    });
  });

  test('nothing back keeps everything paid', () => {
    expect(keptByCancellation(booking, 0n, 'USD')).toEqual({
      paidAmount: '1509.00',
      keptAmount: '1509.00',
      serviceFeeKept: '282.00',
      airlineFeeKept: '1227.00',
    });
  });

  test('yen keep no decimals', () => {
    expect(
      keptByCancellation({ currency: 'JPY', sellingTotalMinor: 121481n, supplierTotalMinor: 98765n }, 98765n, 'JPY'),
    ).toMatchObject({ keptAmount: '22716', serviceFeeKept: '22716', airlineFeeKept: '0' });
  });

  test('an older booking without its amounts, or a refund in another currency, is not guessed at', () => {
    expect(keptByCancellation({ ...booking, supplierTotalMinor: null }, 122700n, 'USD')).toBeNull();
    expect(keptByCancellation(booking, 122700n, 'EUR')).toBeNull();
  });
});
