import type Stripe from 'stripe';
import { StripeApiError } from './errors';

/** What the fault hook is told about each request, before anything is done with it. */
export interface SandboxRequest {
  method: string;
  /** The endpoint as in stats(): 'POST /v1/payment_intents/:id/capture'. */
  route: string;
  /** The path as requested: '/v1/payment_intents/pi_…/capture'. */
  path: string;
  idempotencyKey?: string;
  /** This request's number for its endpoint since the last resetStats(), from 1. */
  count: number;
}

export interface Fault {
  /** Wait this long first (the SDK's `timeout` can fire meanwhile and it retries with the same key). */
  delayMs?: number;
  /** Answer this error without doing anything: nothing changes, nothing is kept for the key. */
  error?: {
    status: number;
    type?: Stripe.RawErrorType;
    code?: string;
    message?: string;
    /** Sent as Stripe-Should-Retry, which the SDK obeys over its own rules. */
    shouldRetry?: boolean;
  };
  /**
   * Close the connection without answering: 'before' doing the work (nothing happened), or
   * 'after' it (the work is done and kept for the key, only the answer is lost).
   */
  drop?: 'before' | 'after';
  /** With `drop`: the connection stays open this long before it closes (a timeout rather than a reset). */
  holdMs?: number;
}

/** The seam for fault injection: called before every request; return nothing to let it through. */
export type BeforeRequest = (request: SandboxRequest) => Fault | undefined | void | Promise<Fault | undefined | void>;

export const faultError = (error: NonNullable<Fault['error']>): StripeApiError =>
  new StripeApiError(error.status, {
    type: error.type ?? (error.status >= 500 ? 'api_error' : 'invalid_request_error'),
    message: error.message ?? 'An error occurred with our connection to Stripe. (injected by the sandbox)',
    ...(error.code && { code: error.code }),
  });

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
