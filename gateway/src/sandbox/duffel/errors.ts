import { randomBytes } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

export type DuffelErrorType =
  | 'authentication_error'
  | 'invalid_request_error'
  | 'invalid_state_error'
  | 'validation_error'
  | 'api_error';

export interface DuffelErrorItem {
  type: DuffelErrorType;
  title: string;
  message: string;
  code: string;
  documentation_url?: string;
  source?: { field: string; pointer: string };
}

/** Thrown by the handlers; the sandbox's error middleware turns it into Duffel's error body. */
export class DuffelApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: DuffelErrorItem[],
  ) {
    super(errors[0]?.message ?? 'Duffel error');
  }
}

const DOCS = 'https://duffel.com/docs/api/overview/errors';

export const duffelError = (status: number, item: Omit<DuffelErrorItem, 'documentation_url'>): DuffelApiError =>
  new DuffelApiError(status, [{ ...item, documentation_url: DOCS }]);

export const notFound = (message = 'The resource you are trying to access does not exist.'): DuffelApiError =>
  duffelError(404, { type: 'invalid_request_error', code: 'not_found', title: 'Not found', message });

export const validationError = (message: string, field: string, pointer = `/${field}`): DuffelApiError =>
  duffelError(422, { type: 'validation_error', code: 'validation_error', title: 'Invalid field', message, source: { field, pointer } });

export const offerNoLongerAvailable = (): DuffelApiError =>
  duffelError(422, {
    type: 'invalid_state_error',
    code: 'offer_no_longer_available',
    title: 'Offer no longer available',
    message: 'The offer you selected is no longer available. Please search again and select a new offer.',
  });

export const requestId = (): string => randomBytes(15).toString('base64url');

export const sendErrors = (res: Response, status: number, errors: DuffelErrorItem[]): void => {
  const id = requestId();
  res.status(status).setHeader('x-request-id', id);
  res.json({ errors, meta: { status, request_id: id } });
};

/** Anything under the router that no route answered. */
export const unknownRoute: RequestHandler = () => {
  throw notFound();
};

/** Every failure leaves in Duffel's shape: the SDK builds its DuffelError from it. */
export const duffelErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof DuffelApiError) return sendErrors(res, error.status, error.errors);
  const parse = error as { type?: string; status?: number };
  if (parse.type === 'entity.parse.failed') {
    return sendErrors(res, 400, [
      { type: 'invalid_request_error', code: 'malformed_json', title: 'Malformed JSON', message: 'The request body is not valid JSON.', documentation_url: DOCS },
    ]);
  }
  if (parse.type === 'entity.too.large') {
    return sendErrors(res, 413, [
      { type: 'invalid_request_error', code: 'payload_too_large', title: 'Payload too large', message: 'The request body is too large.', documentation_url: DOCS },
    ]);
  }
  sendErrors(res, 500, [
    { type: 'api_error', code: 'internal_server_error', title: 'Internal server error', message: 'Something went wrong in the flight sandbox.', documentation_url: DOCS },
  ]);
};
