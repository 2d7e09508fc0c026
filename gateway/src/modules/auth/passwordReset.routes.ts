import { Router } from 'express';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  forgotPasswordRequestSchema,
  passwordResetResponseSchema,
  resetPasswordRequestSchema,
} from '@portal/platform-common/contracts';
import type { RateLimiter } from '../../http/rateLimit';
import { clearSessionCookie } from '../../http/session';
import { validated } from '../../http/validate';
import { refuseCommonPassword } from './commonPasswords';
import type { BrandNameOf } from './auth.routes';
import type { PasswordResets } from './passwordResets';
import { endSession } from './sessionControl';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const PASSWORD_RESET_LIMITS = {
  /** Links asked for one address, from anywhere: a few tries, not a mailbox flooded. */
  forgotPerAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Links asked for from one client, whatever the address: too few to probe many. */
  forgotPerClient: { limit: 10, windowMs: FIFTEEN_MINUTES },
  /** New passwords set from one client: bounds the hashing work one client can ask for. */
  resetPerClient: { limit: 10, windowMs: FIFTEEN_MINUTES },
};

/** Password reset by e-mail (issue 20): POST /api/auth/forgot-password and POST /api/auth/reset-password. */
export const createPasswordResetRouter = (
  resets: Pick<PasswordResets, 'requestReset' | 'reset'>,
  limiter: Pick<RateLimiter, 'hit' | 'rateLimit' | 'refuse'>,
  brandNameOf: BrandNameOf = () => Promise.resolve(undefined),
  limits = PASSWORD_RESET_LIMITS,
) =>
  Router()
    .post(
      '/api/auth/forgot-password',
      limiter.rateLimit({ name: 'forgot-password-ip', ...limits.forgotPerClient }),
      validated({ body: forgotPasswordRequestSchema }, async (req, res, { body }) => {
        const { email } = body;
        // Counted whether or not an account uses the address, so a 429 tells nothing either.
        const { allowed, retryAfterSeconds } = await limiter.hit(
          'forgot-password-address',
          email,
          limits.forgotPerAddress,
        );
        if (!allowed) limiter.refuse(res, retryAfterSeconds);
        await resets.requestReset(email, await brandNameOf(req));
        res
          .status(202)
          .set('Cache-Control', 'no-store')
          .json(passwordResetResponseSchema.parse({ success: true, message: FORGOT_PASSWORD_MESSAGE }));
      }),
    )
    .post(
      '/api/auth/reset-password',
      limiter.rateLimit({ name: 'reset-password-ip', ...limits.resetPerClient }),
      validated(
        { body: resetPasswordRequestSchema },
        [refuseCommonPassword('newPassword')],
        async (req, res, { body }) => {
          const { token, newPassword } = body;
          const userId = await resets.reset(token, newPassword);
          // This browser's own session, if signed in to that account, ended with the others: forget its cookie too.
          if (req.session.userId === userId) {
            await endSession(req);
            clearSessionCookie(res);
          }
          res
            .set('Cache-Control', 'no-store')
            .json(passwordResetResponseSchema.parse({ success: true, message: PASSWORD_RESET_MESSAGE }));
        },
      ),
    );
