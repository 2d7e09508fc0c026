import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Passenger } from '@portal/platform';
import { json, mockGateway, renderWithProviders, type MockedCall } from '@portal/platform/testing';
import { PaymentStep } from '../features/payment/PaymentStep';
import type { PaymentOrder } from '../features/payment/usePayment';
import { makeFakeStripe, serveStripeJs, STRIPE_CONFIG, type FakeStripe } from './fakeStripe';
import { recordToasts } from './toasts';

export const jane: Passenger = {
  type: 'adult',
  title: 'ms',
  firstName: 'Jane',
  lastName: 'Doe',
  gender: 'female',
  dateOfBirth: '1990-05-17',
  email: 'jane@example.com',
  phone: '5550100',
  passportNumber: undefined,
  passportExpiryDate: undefined,
  passportIssuingCountry: undefined,
};
export const seat = {
  passengerId: 'pas_1',
  segmentId: 'seg_out',
  serviceId: 'ase_1A_pas_1',
  designator: '1A',
  amount: '25.00',
  currency: 'USD',
};
export const order: PaymentOrder = {
  offerId: 'off_1',
  passengers: [jane],
  seats: [seat],
  amount: '475.00',
  currency: 'USD',
};
export const result = {
  id: 'bk_1',
  status: 'confirmed',
  duffelBookingId: 'ord_0000ab12',
  bookingReference: 'ORD_0000',
  totalAmount: '475.00',
  totalCurrency: 'USD',
  accountCreated: false,
  accountInfo: null,
  attachedToExistingAccount: false,
  emailContent: null,
};
export const valid = { valid: true, message: 'Offer is valid', expires_at: null };
export const expired = {
  valid: false,
  message: 'This flight offer has expired. Please select another flight.',
  error: 'OFFER_EXPIRED',
  expires_at: null,
};

interface Setup {
  book?: (call: MockedCall) => Response;
  authenticate?: (call: MockedCall) => Response;
  verify?: () => Response;
  mode?: () => Response;
  stripeConfig?: () => Response;
  stripe?: FakeStripe;
  /** Stripe.js fails to load while this says so. */
  stripeJsFails?: () => boolean;
  fakeTimers?: boolean;
}

/** The payment step on /booking, with a gateway that answers as told, Stripe.js served by a fake, and every toast recorded. */
export const setup = ({
  book = () => json(result, 201),
  authenticate = () => json(result, 201),
  verify = () => json(valid),
  mode = () => json({ isLiveMode: false, mode: 'test' }),
  stripeConfig = () => json(STRIPE_CONFIG),
  stripe = makeFakeStripe(),
  stripeJsFails,
  fakeTimers = false,
}: Setup = {}) => {
  serveStripeJs(stripe, { fails: stripeJsFails });
  const gateway = mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/flights/verify-offer/off_1': verify,
    'GET /api/system/mode': mode,
    'GET /api/payments/stripe-config': stripeConfig,
    'POST /api/bookings': book,
    'POST /api/bookings/bk_1/authentication': authenticate,
  });
  const handlers = { onBack: jest.fn(), onBooked: jest.fn(), onPriceChanged: jest.fn() };
  const rendered = renderWithProviders(<PaymentStep order={order} {...handlers} />, { route: '/booking?offer=off_1' });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime, delay: null } : { delay: null });
  const posts = (path: string) => gateway.calls.filter((call) => call.method === 'POST' && call.path === path);
  return {
    ...rendered,
    ...gateway,
    ...handlers,
    user,
    stripe,
    toasts: recordToasts(rendered.store),
    bookings: () => posts('/api/bookings'),
    authentications: () => posts('/api/bookings/bk_1/authentication'),
  };
};

export const holderField = () => screen.getByRole('textbox', { name: /^Cardholder name/ });

/** A complete card in Stripe's Element (its change event) and the holder's name typed. */
export const fillCard = async (
  user: UserEvent,
  stripe: FakeStripe,
  { holder = 'Jane Doe' }: { holder?: string } = {},
) => {
  await waitFor(() => expect(stripe.card.mount).toHaveBeenCalled());
  stripe.changeCard();
  await user.clear(holderField());
  if (holder) await user.type(holderField(), holder);
};
export const pay = () => screen.getByRole('button', { name: 'Pay Now' });
