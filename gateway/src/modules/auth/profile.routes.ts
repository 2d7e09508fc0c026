import { Router } from 'express';
import {
  cancelEmailChangeRequestSchema,
  cancelEmailChangeResponseSchema,
  EMAIL_CHANGE_CANCELLED_MESSAGE,
  profileChangeRequestSchema,
  updateProfileResponseSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import type { RateLimiter } from '../../http/rateLimit';
import { validated } from '../../http/validate';
import type { BrandNameOf } from './auth.routes';
import type { ProfileService } from './profile.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per account: edits as a person makes them. */
export const PROFILE_UPDATE_LIMIT = { limit: 30, windowMs: FIFTEEN_MINUTES };
/** Per account: a few new addresses an hour, neither a mailbox flooded nor a cheap probe of which addresses are held. */
export const EMAIL_CHANGE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 };
/** Per client: links are followed once each; more is someone guessing tokens. */
export const CANCEL_EMAIL_CHANGE_LIMIT = { limit: 10, windowMs: FIFTEEN_MINUTES };

const accountOf = (req: { currentUser?: { id: string } }) => req.currentUser?.id ?? '';

/** Whether a checked profile patch changes the e-mail address (the limiter runs before the handler). */
const changesEmail = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'email' in body && body.email !== undefined;

/**
 * PATCH /api/auth/profile: the signed-in traveller's names, phone and (once confirmed, and with the
 * current password) e-mail address. POST /api/auth/email-change/cancel: the link sent to the
 * address left, signed in or not.
 */
export const createProfileRouter = (
  profile: ProfileService,
  { requireUser }: AuthGuards,
  limiter: Pick<RateLimiter, 'rateLimit'>,
  brandNameOf: BrandNameOf,
) =>
  Router()
    .patch(
      '/api/auth/profile',
      requireUser,
      limiter.rateLimit({ name: 'profile-update', ...PROFILE_UPDATE_LIMIT, key: accountOf }),
      validated(
        { body: profileChangeRequestSchema },
        [
          limiter.rateLimit({
            name: 'profile-email',
            ...EMAIL_CHANGE_LIMIT,
            key: (req) => (changesEmail(req.body) ? accountOf(req) : null),
          }),
        ],
        async (req, res, { body }) => {
          const { message, user } = await profile.update(accountOf(req), body, await brandNameOf(req));
          res
            .set('Cache-Control', 'no-store')
            .json(updateProfileResponseSchema.parse({ success: true, message, user }));
        },
      ),
    )
    .post(
      '/api/auth/email-change/cancel',
      limiter.rateLimit({ name: 'email-change-cancel', ...CANCEL_EMAIL_CHANGE_LIMIT }),
      validated({ body: cancelEmailChangeRequestSchema }, async (req, res, { body }) => {
        await profile.cancelEmailChange(body.token, req.sessionID);
        res
          .set('Cache-Control', 'no-store')
          .json(cancelEmailChangeResponseSchema.parse({ success: true, message: EMAIL_CHANGE_CANCELLED_MESSAGE }));
      }),
    );
