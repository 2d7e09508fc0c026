import { DuffelError } from '@duffel/api';
import { AppError } from '../../http/errors';

// The SDK exports DuffelError as a value only: its instance type has to be derived.
export type DuffelApiFailure = InstanceType<typeof DuffelError>;

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The flight search service is temporarily unavailable. Please try again.';
export const PROVIDER_TIMEOUT_MESSAGE = 'The flight search service took too long to answer. Please try again.';
export const OFFER_EXPIRED_MESSAGE = 'This flight offer has expired. Please select another flight.';
export const OFFER_NOT_FOUND_MESSAGE = 'Offer not found';
export const OFFER_SOLD_OUT_MESSAGE = 'This flight is sold out. Nothing was charged. Please choose another flight.';

/** Our own deadline on a provider call (the SDK has none). */
export class ProviderTimeoutError extends Error {
  override name = 'ProviderTimeoutError';
}

export const providerUnavailable = (cause?: unknown) =>
  new AppError('PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE, 502, { cause });
export const offerExpired = (cause?: unknown) => new AppError('OFFER_EXPIRED', OFFER_EXPIRED_MESSAGE, 410, { cause });
/** The flights of an offer another booking took are no longer sold in a new offer request. */
export const offerSoldOut = () => new AppError('OFFER_SOLD_OUT', OFFER_SOLD_OUT_MESSAGE, 409);
export const offerNotFound = (cause?: unknown) =>
  new AppError('OFFER_NOT_FOUND', OFFER_NOT_FOUND_MESSAGE, 404, { cause });

const statusOf = (error: DuffelApiFailure): number | undefined => error.status ?? error.meta?.status;

/**
 * Any failure of a Duffel call, as an answer the browser can act on. Duffel's own 4xx that the
 * traveller can fix (a bad search) keep Duffel's message; everything on Duffel's side or the way
 * to it (5xx, a proxy's HTML page, a refused connection, a timeout) is "unavailable, try again".
 */
export const toProviderAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderTimeoutError)
    return new AppError('PROVIDER_TIMEOUT', PROVIDER_TIMEOUT_MESSAGE, 504, { cause: error });
  if (error instanceof DuffelError) {
    // A body that was not JSON leaves `errors` unset: only the status is known.
    const first = Array.isArray(error.errors) ? error.errors[0] : undefined;
    const status = statusOf(error) ?? 0;
    if (first?.code === 'offer_no_longer_available') return offerExpired(error);
    if (first?.code === 'not_found' || status === 404) return offerNotFound(error);
    if (first && (first.type === 'validation_error' || first.code === 'validation_error')) {
      return new AppError('VALIDATION_ERROR', first.message || 'The search was not accepted', 400, { cause: error });
    }
    if (status === 504 || status === 408)
      return new AppError('PROVIDER_TIMEOUT', PROVIDER_TIMEOUT_MESSAGE, 504, { cause: error });
    return providerUnavailable(error);
  }
  const fetchError = error as { name?: string; type?: string };
  if (fetchError?.name === 'FetchError' && fetchError.type === 'request-timeout') {
    return new AppError('PROVIDER_TIMEOUT', PROVIDER_TIMEOUT_MESSAGE, 504, { cause: error });
  }
  // node-fetch's FetchError (refused, reset, DNS), the SDK's TypeError on a non-JSON 2xx body,
  // and answers that do not map to the contracts all end here.
  return providerUnavailable(error);
};
