import { screen, within } from '@testing-library/react';
import { json, makeUser, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { makeTrip } from '../../testing/tripFixtures';
import { MyTripsPage } from './MyTripsPage';

const confirmed = makeTrip();
const credit = {
  code: 'K7QX2MPA9R',
  name: 'Travel Funds',
  amount: '412.00',
  currency: 'USD',
  issuedOn: '2026-11-01',
  expiresOn: '2027-11-01',
  passengerName: 'Ada Lovelace',
};

const openCancel = async (quote: () => Response) => {
  const { calls } = mockGateway({
    ...csrf,
    'GET /api/bookings': () => json([confirmed]),
    [`POST /api/bookings/${confirmed.id}/cancellation-quote`]: quote,
  });
  const { user } = renderWithProviders(<MyTripsPage />, { route: '/my-trips', user: makeUser() });
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Cancel this booking?' }) };
};

describe('the cancel dialog says how the money comes back before the traveller confirms', () => {
  test('as airline credits: the amount, not to the card, and each credit with its code and expiry', async () => {
    const { dialog, calls } = await openCancel(() =>
      json({ refundTo: 'airline_credits', refundAmount: '412.00', refundCurrency: 'USD', airlineCredits: [credit] }),
    );

    expect(
      await within(dialog).findByText(
        /The airline refunds \$412\.00 as credit for future flights with them, not to your card\./,
      ),
    ).toBeInTheDocument();
    const credits = within(dialog).getByRole('list', { name: 'Airline credits' });
    expect(credits).toHaveTextContent(
      'Ada Lovelace: Travel Funds $412.00, code K7QX2MPA9R, issued Nov 01, 2026, usually valid until Nov 01, 2027',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeEnabled();
    expect(calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([]);
  });

  test('as a voucher', async () => {
    const { dialog } = await openCancel(() =>
      json({ refundTo: 'voucher', refundAmount: '300.00', refundCurrency: 'USD', airlineCredits: [] }),
    );
    expect(
      await within(dialog).findByText('The airline refunds $300.00 as a travel voucher, not to your card.'),
    ).toBeInTheDocument();
  });

  test('a refundable fare with no airline fee: before confirming, the dialog states the refund and the service fee kept, by amount', async () => {
    const { dialog, calls } = await openCancel(() =>
      json({
        refundTo: 'card',
        refundAmount: '1227.00',
        refundCurrency: 'USD',
        airlineCredits: [],
        paidAmount: '1509.00',
        keptAmount: '282.00',
        serviceFeeKept: '282.00',
        airlineFeeKept: '0.00',
      }),
    );

    expect(
      await within(dialog).findByText('$1,227.00 will be refunded to the card you paid with.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancel-kept')).toHaveTextContent(
      'Not refunded: $282.00 of the $1,509.00 you paid, our service fee of $282.00. The airline charges no refund fee.',
    );
    expect(calls.filter((call) => call.path.endsWith('/cancel'))).toEqual([]);
  });

  test('an airline fee is stated beside the service fee, each by amount', async () => {
    const { dialog } = await openCancel(() =>
      json({
        refundTo: 'card',
        refundAmount: '1077.00',
        refundCurrency: 'USD',
        airlineCredits: [],
        paidAmount: '1509.00',
        keptAmount: '432.00',
        serviceFeeKept: '282.00',
        airlineFeeKept: '150.00',
      }),
    );

    expect(await within(dialog).findByTestId('cancel-kept')).toHaveTextContent(
      "Not refunded: $432.00 of the $1,509.00 you paid, our service fee of $282.00 and the airline's cancellation fee of $150.00.",
    );
  });

  test('a gateway that cannot work out the amounts still says the service fee is not refunded', async () => {
    const { dialog } = await openCancel(() =>
      json({ refundTo: 'card', refundAmount: '1000.00', refundCurrency: 'USD', airlineCredits: [] }),
    );

    expect(await within(dialog).findByTestId('cancel-kept')).toHaveTextContent('Our service fee is non-refundable.');
  });

  test("when the airline cannot be asked, the dialog says so in the gateway's words and still lets the traveller decide", async () => {
    const { dialog } = await openCancel(() =>
      json(
        {
          message: 'Unable to cancel booking. Please try again later or contact customer support.',
          error: 'CANCELLATION_FAILED',
        },
        502,
      ),
    );
    expect(
      await within(dialog).findByText('Unable to cancel booking. Please try again later or contact customer support.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toBeEnabled();
  });
});

describe('a cancelled trip repaid as credits', () => {
  test('its details list the credits with their codes', async () => {
    const cancelled = makeTrip({
      status: 'cancelled',
      cancellable: false,
      refundAmount: '412.00',
      refundTo: 'airline_credits',
      airlineCredits: [credit],
      cancelledAt: '2026-11-20T08:00:00.000Z',
    });
    mockGateway({
      'GET /api/bookings': () => json([cancelled]),
      [`GET /api/bookings/${cancelled.id}`]: () => json(cancelled),
    });
    const { user } = renderWithProviders(<MyTripsPage />, { route: '/my-trips', user: makeUser() });
    await user.click(await screen.findByRole('tab', { name: /Cancelled/ }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    const details = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(
      await within(details).findByText(
        /The airline refunded \$412\.00 as credit for future flights with them, not to your card\./,
      ),
    ).toBeInTheDocument();
    expect(within(details).getByRole('list', { name: 'Airline credits' })).toHaveTextContent('code K7QX2MPA9R');
  });
});
