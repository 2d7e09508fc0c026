import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { duffelError } from './errors';

export const SUPPORTED_VERSION = 'v2';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Equal without telling, by how long the answer took, how much of a guess was right. */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/**
 * Duffel's own order of checks: the access token first (401), then the API version (400).
 * Only this deployment's token is accepted: any other one, test or live, is Duffel's 401.
 */
export const requireDuffelHeaders =
  (accessToken: string): RequestHandler =>
  (req, _res, next) => {
    const authorization = req.get('authorization');
    if (!authorization) {
      throw duffelError(401, {
        type: 'authentication_error',
        code: 'missing_authorization_header',
        title: 'Missing authorization header',
        message: "The 'Authorization' header needs to be set and contain a valid API token.",
      });
    }
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (!token) {
      throw duffelError(401, {
        type: 'authentication_error',
        code: 'invalid_authorization_header',
        title: 'Invalid authorization header',
        message: "The 'Authorization' header must have the form 'Bearer <token>'.",
      });
    }
    if (!sameSecret(token, accessToken)) {
      throw duffelError(401, {
        type: 'authentication_error',
        code: 'access_token_not_found',
        title: 'Access token not found',
        message: 'The access token was not recognised. Use the access token this flight sandbox was started with.',
      });
    }
    const version = req.get('duffel-version');
    if (version !== SUPPORTED_VERSION) {
      throw duffelError(400, {
        type: 'invalid_request_error',
        code: 'unsupported_version',
        title: 'Unsupported version',
        message: version
          ? `The version '${version}' set in the 'Duffel-Version' header is not supported. Use '${SUPPORTED_VERSION}'.`
          : "The 'Duffel-Version' header needs to be set to a valid API version.",
      });
    }
    next();
  };
