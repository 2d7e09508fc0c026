import { Router, type Request } from 'express';
import {
  CONFIRMATION_SENT_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  REGISTRATION_SUCCESS_MESSAGE,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@portal/platform-common/contracts';
import type { AuthGuards } from '../../http/auth';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rateLimit';
import { clearSessionCookie } from '../../http/session';
import { validated } from '../../http/validate';
import type { AuthService } from './auth.service';
import { refuseCommonPassword } from './commonPasswords';
import { createLoginThrottle, LOGIN_LIMITS } from './loginThrottle';
import { endSession, rotateSessionId, startUserSession } from './sessionControl';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per address: enough for a family signing up, too few to probe which names and e-mails exist. */
export const REGISTER_LIMIT = { limit: 20, windowMs: FIFTEEN_MINUTES };
/** Per account: the current password cannot be guessed through this form either. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: FIFTEEN_MINUTES };
/** Per account: a new confirmation link now and then, not a mailbox flooded. */
export const RESEND_CONFIRMATION_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };

/** The brand's display name for the request's e-mails (undefined: the mails' default). */
export type BrandNameOf = (req: Request) => Promise<string | undefined>;

export const createAuthRouter = (
  auth: AuthService,
  { requireUser }: AuthGuards,
  limiter: Pick<RateLimiter, 'hit' | 'refund' | 'rateLimit'>,
  brandNameOf: BrandNameOf = () => Promise.resolve(undefined),
  loginLimits = LOGIN_LIMITS,
) => {
  const throttle = createLoginThrottle(limiter, loginLimits);

  return Router()
    .get('/api/auth/user', async (req, res) => {
      const user = req.session.userId ? await auth.sessionUser(req.session.userId) : null;
      if (!user) throw new AppError('NOT_AUTHENTICATED', 'Not authenticated', 401);
      res.set('Cache-Control', 'no-store').json(user);
    })
    .post(
      '/api/auth/register',
      limiter.rateLimit({ name: 'register-ip', ...REGISTER_LIMIT }),
      validated({ body: registerRequestSchema }, [refuseCommonPassword('password')], async (req, res, { body }) => {
        await auth.register(body, await brandNameOf(req));
        // The same answer whatever happened: the e-mail to the address given tells which (issue 21).
        res.status(202).json(registerResponseSchema.parse({ success: true, message: REGISTRATION_SUCCESS_MESSAGE }));
      }),
    )
    .post(
      '/api/auth/confirm-email',
      validated({ body: confirmEmailRequestSchema }, async (_req, res, { body }) => {
        await auth.confirmEmail(body.token);
        res
          .set('Cache-Control', 'no-store')
          .json(confirmEmailResponseSchema.parse({ success: true, message: EMAIL_CONFIRMED_MESSAGE }));
      }),
    )
    .post(
      '/api/auth/confirm-email/resend',
      requireUser,
      limiter.rateLimit({
        name: 'confirm-email-resend',
        ...RESEND_CONFIRMATION_LIMIT,
        key: (req) => req.currentUser?.id ?? '',
      }),
      async (req, res) => {
        await auth.resendConfirmation(req.currentUser?.id as string, await brandNameOf(req));
        res.json(confirmEmailResponseSchema.parse({ success: true, message: CONFIRMATION_SENT_MESSAGE }));
      },
    )
    .post(
      '/api/auth/login',
      throttle.perIp,
      validated({ body: loginRequestSchema }, async (req, res, { body }) => {
        const { username, password } = body;
        const attempt = await throttle.attempt(await auth.signInKey(username), req, res);
        const { userId, user } = await auth.login(username, password);
        await attempt.succeeded();
        await startUserSession(req, userId);
        res.json(loginResponseSchema.parse({ success: true, user }));
      }),
    )
    .post('/api/auth/logout', async (req, res) => {
      await endSession(req);
      clearSessionCookie(res);
      res.json({ success: true });
    })
    .post(
      '/api/auth/change-password',
      requireUser,
      limiter.rateLimit({ name: 'change-password', ...CHANGE_PASSWORD_LIMIT, key: (req) => req.currentUser?.id ?? '' }),
      validated(
        { body: changePasswordRequestSchema },
        [refuseCommonPassword('newPassword')],
        async (req, res, { body }) => {
          const { currentPassword, newPassword } = body;
          const userId = req.currentUser?.id as string;
          await auth.changePassword(userId, currentPassword, newPassword);
          await rotateSessionId(req);
          await auth.endOtherSessions(userId, req.sessionID);
          res.json(changePasswordResponseSchema.parse({ success: true, message: PASSWORD_UPDATED_MESSAGE }));
        },
      ),
    );
};
