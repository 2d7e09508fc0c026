import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Passenger } from '@portal/platform';
import { json, mockGateway, renderWithProviders, type MockedCall } from '@portal/platform/testing';
import { PaymentStep } from '../features/payment/PaymentStep';
import type { PaymentOrder } from '../features/payment/usePayment';
import { recordToasts } from './toasts';

export const YEAR = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
export const jane: Passenger = { type: 'adult', title: 'ms', firstName: 'Jane', lastName: 'Doe', gender: 'female', dateOfBirth: '1990-05-17', email: 'jane@example.com', phone: '5550100', passportNumber: undefined, passportExpiryDate: undefined, passportIssuingCountry: undefined };
export const seat = { passengerId: 'pas_1', segmentId: 'seg_out', serviceId: 'ase_1A_pas_1', designator: '1A', amount: '25.00', currency: 'USD' };
export const order: PaymentOrder = { offerId: 'off_1', passengers: [jane], seats: [seat], amount: '475.00', currency: 'USD' };
export const result = { id: 'bk_1', status: 'confirmed', duffelBookingId: 'ord_0000ab12', bookingReference: 'ORD_0000', totalAmount: '475.00', totalCurrency: 'USD', accountCreated: false, accountInfo: null, attachedToExistingAccount: false, emailContent: null };
export const valid = { valid: true, message: 'Offer is valid', expires_at: null };
export const expired = { valid: false, message: 'This flight offer has expired. Please select another flight.', error: 'OFFER_EXPIRED', expires_at: null };

interface Setup {
  book?: (call: MockedCall) => Response;
  verify?: () => Response;
  mode?: () => Response;
  fakeTimers?: boolean;
}

/** The payment step on /booking, with a gateway that answers as told and every toast recorded. */
export const setup = ({ book = () => json(result, 201), verify = () => json(valid), mode = () => json({ isLiveMode: false, mode: 'test' }), fakeTimers = false }: Setup = {}) => {
  const gateway = mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/flights/verify-offer/off_1': verify,
    'GET /api/system/mode': mode,
    'POST /api/bookings': book,
  });
  const handlers = { onBack: jest.fn(), onBooked: jest.fn(), onPriceChanged: jest.fn() };
  const rendered = renderWithProviders(<PaymentStep order={order} {...handlers} />, { route: '/booking?offer=off_1' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null });
  return { ...rendered, ...gateway, ...handlers, user, toasts: recordToasts(rendered.store), bookings: () => gateway.calls.filter((call) => call.method === 'POST' && call.path === '/api/bookings') };
};

export const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
export const GOOD = { number: '4242424242424242', month: '12', year: YEAR, cvv: '123', holder: 'Jane Doe' };
export const fillCard = async (user: UserEvent, card: Partial<typeof GOOD> = {}) => {
  const values = { ...GOOD, ...card };
  for (const [name, value] of [['Card number', values.number], ['Month', values.month], ['Year', values.year], ['CVV', values.cvv], ['Cardholder name', values.holder]] as const) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
};
export const pay = () => screen.getByRole('button', { name: 'Pay Now' });
