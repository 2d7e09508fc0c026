import { duffelError, type DuffelApiError } from './errors';

// The errors of order creation and cancellation, by Duffel's codes: the gateway's saga decides
// by `code` (safe to void, or unknown and to be reconciled).

export const offerRequestAlreadyBooked = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'offer_request_already_booked',
    title: 'Offer request already booked',
    message: 'An order has already been created from this offer. Search again to make another booking.',
  });

export const paymentAmountMismatch = (expected: string, currency: string): DuffelApiError =>
  duffelError(422, {
    type: 'validation_error',
    code: 'payment_amount_does_not_match_order_amount',
    title: 'Payment amount does not match order amount',
    message: `The payment amount must equal the offer's total plus the selected services: ${expected} ${currency}.`,
    source: { field: 'amount', pointer: '/payments/0/amount' },
  });

export const insufficientBalance = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'insufficient_balance',
    title: 'Insufficient balance',
    message: 'Your Duffel balance is too low to pay for this order. Top it up and try again.',
  });

export const priceChanged = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'price_changed',
    title: 'Price changed',
    message: 'The price of this offer changed since it was retrieved. Retrieve the offer again to see its new price.',
  });

/** Duffel guarantees that nothing was booked or paid when it answers this (HTTP 502). */
export const orderNotCreated = (): DuffelApiError =>
  duffelError(502, {
    type: 'api_error',
    code: 'order_not_created',
    title: 'Order not created',
    message: 'The airline was unable to create this order. No order was created and no payment was taken.',
  });

export const serverError = (status: 500 | 502 | 503 = 500): DuffelApiError =>
  duffelError(status, {
    type: 'api_error',
    code: status === 503 ? 'service_unavailable' : status === 502 ? 'bad_gateway' : 'internal_server_error',
    title: status === 503 ? 'Service unavailable' : status === 502 ? 'Bad gateway' : 'Internal server error',
    message: 'Something went wrong. Contact support with the request_id and do not retry this request.',
  });

export const orderNotCancellable = (title: string, message: string): DuffelApiError =>
  duffelError(422, { type: 'invalid_state_error', code: 'order_not_cancellable', title, message });

export const orderAlreadyCancelled = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_already_cancelled',
    title: 'Order already cancelled',
    message: 'This order has already been cancelled.',
  });

export const cancellationAlreadyConfirmed = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_cancellation_already_confirmed',
    title: 'Order cancellation already confirmed',
    message: 'This order cancellation has already been confirmed.',
  });

export const cancellationExpired = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_cancellation_expired',
    title: 'Order cancellation expired',
    message: 'This order cancellation quote has expired. Create a new order cancellation to get a fresh quote.',
  });

export const orderNotChangeable = (title: string, message: string): DuffelApiError =>
  duffelError(422, { type: 'invalid_state_error', code: 'order_not_changeable', title, message });

export const orderChangeOfferExpired = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_change_offer_no_longer_available',
    title: 'Order change offer no longer available',
    message: 'This order change offer has expired. Create a new order change request to get fresh offers.',
  });

export const orderChangeAlreadyConfirmed = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_change_already_confirmed',
    title: 'Order change already confirmed',
    message: 'This order change has already been confirmed.',
  });

export const orderChangedSince = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'order_changed',
    title: 'Order changed',
    message: 'The order changed since this order change offer was made. Create a new order change request.',
  });
