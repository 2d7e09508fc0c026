import type { RequestHandler } from 'express';

/**
 * Stripe's API answers browsers from any origin (`Access-Control-Allow-Origin: *`): Stripe.js
 * calls it from the merchant's page with the publishable key. Keys, never cookies, authenticate,
 * so an open CORS policy gives a page nothing its key does not already give it.
 */
export const apiCors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader(
    'Access-Control-Expose-Headers',
    'Request-Id, Stripe-Should-Retry, Idempotent-Replayed, Original-Request',
  );
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version');
  res.setHeader('Access-Control-Max-Age', '300');
  res.status(204).end();
};
