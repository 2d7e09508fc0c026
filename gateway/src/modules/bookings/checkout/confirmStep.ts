import type { BookingResult } from '@portal/platform-common/contracts';
import type { Logger } from '../../../http/logger';
import { fromMinor } from '../../../providers/money';
import type { MailService } from '../../mail/mail.service';
import type { BookingPatch, BookingRecord, BookingsRepository, StepEvent } from '../bookings.repository';
import type { BookingStatus } from '../bookingTypes';
import { lastArrivalOf } from '../itinerary';
import { ACCOUNT_SECRET_TTL_MS, type AccountSecrets } from './accountSecrets';
import { pendingAnswer, type BookingAnswer } from './bookingAnswers';
import { confirmationEmail, type EmailContent } from './confirmationEmail';
import type { GuestAccounts } from './guestAccounts';

/** Notes a saga step on the booking's history (never fails the saga). */
export type RecordStep = (
  booking: Pick<BookingRecord, 'id'>,
  step: string,
  outcome: string,
  detail?: Record<string, unknown>,
) => Promise<unknown>;

/** Moves the booking and writes the step that says so in one transaction; null when the guard did not hold. */
export type TransitionRecorded = (
  booking: Pick<BookingRecord, 'id'>,
  from: BookingStatus[],
  patch: BookingPatch,
  event: StepEvent,
) => Promise<BookingRecord | null>;

const ATTACH_TEXT =
  'This e-mail address belongs to an account with us. To add this booking to its My Trips, follow this link within 7 days';

/** The confirmation e-mail to a confirmed account's address, with the link that adds the booking to it. */
const withAttachLink = (content: EmailContent, url: string): EmailContent => ({
  ...content,
  text: `${content.text}\n\n${ATTACH_TEXT}: ${url}`,
  html: content.html.replace(
    '</body></html>',
    `<p>${ATTACH_TEXT}: <a href="${url.replace(/&/g, '&amp;')}">Add to My Trips</a></p></body></html>`,
  ),
});

/** The saga's last step, confirming a booking that has its order, and the answer a booking gives its retries. */
export const createConfirmStep = ({
  repository,
  accounts,
  mail,
  secrets,
  logger,
  record,
  transitionRecorded,
}: {
  repository: BookingsRepository;
  accounts: GuestAccounts;
  mail: MailService;
  secrets: AccountSecrets;
  logger: Logger;
  record: RecordStep;
  transitionRecorded: TransitionRecorded;
}) => {
  /**
   * The last step: the booking joins an account (the signed-in user's; for a guest, the account
   * that holds that e-mail confirmed, or one made now when `createAccount` and nobody claims the
   * address; else it stays a guest booking), the confirmation e-mail is queued, and the
   * booking is confirmed with the answer its retries will get.
   */
  const confirm = async (
    booking: BookingRecord,
    options: { userId: string | null; createAccount: boolean; brandName?: string },
  ): Promise<BookingAnswer> => {
    const primary = booking.itinerary?.passengers[0];
    const guest =
      !options.userId && booking.primaryEmail && primary
        ? await accounts.forGuest(
            { email: booking.primaryEmail, firstName: primary.given_name, lastName: primary.family_name },
            { create: options.createAccount, brandName: options.brandName, bookingId: booking.id },
          )
        : null;
    // A confirmed account's address typed by a guest: the booking waits for the link sent there.
    const userId = options.userId ?? (guest?.kind === 'created' ? guest.userId : null);
    if (guest) await record(booking, 'account', guest.kind, { userId: guest.userId });
    const reference = booking.bookingReference as string;
    const confirmation = booking.itinerary ? confirmationEmail(reference, booking.itinerary, options.brandName) : null;
    const emailContent =
      confirmation && guest?.kind === 'existing' ? withAttachLink(confirmation, guest.attachUrl) : confirmation;
    const result: BookingResult = {
      id: booking.id,
      status: 'confirmed',
      duffelBookingId: booking.duffelBookingId as string,
      bookingReference: reference,
      totalAmount: fromMinor(booking.sellingTotalMinor ?? 0n, booking.currency ?? 'USD'),
      totalCurrency: booking.currency ?? 'USD',
      accountCreated: guest?.kind === 'created',
      accountInfo: null,
      // Said by the e-mail's link, never by the answer: it would tell whether the address is a customer's.
      attachedToExistingAccount: false,
      emailContent: confirmation,
    };
    const confirmed = await transitionRecorded(
      booking,
      ['order_created'],
      {
        status: 'confirmed',
        userId,
        accountCreated: result.accountCreated,
        attachedToExistingAccount: result.attachedToExistingAccount,
        ...(guest?.kind === 'created'
          ? {
              accountSecret: secrets.seal(JSON.stringify({ username: guest.username })),
              accountSecretExpiresAt: new Date(Date.now() + ACCOUNT_SECRET_TTL_MS),
            }
          : {}),
        lastArrivalAt: booking.itinerary ? lastArrivalOf(booking.itinerary) : null,
        answer: { status: 201, body: result },
        answeredAt: new Date(),
      },
      { step: 'confirm', outcome: 'confirmed', detail: { orderId: booking.duffelOrderId } },
    );
    if (!confirmed) return answerOf(await repository.current(booking.id));
    if (emailContent && booking.primaryEmail) {
      await mail.enqueue({
        bookingId: booking.id,
        toAddress: booking.primaryEmail,
        ...{ subject: emailContent.subject, textBody: emailContent.text, htmlBody: emailContent.html },
      });
      await record(booking, 'mail', 'queued');
    }
    logger.info({ bookingId: booking.id, orderId: booking.duffelOrderId, mode: booking.mode }, 'booking confirmed');
    return {
      status: 201,
      body:
        guest?.kind === 'created'
          ? { ...result, accountInfo: { username: guest.username, email: guest.email } }
          : result,
      ...(guest?.kind === 'created' ? { signInUserId: guest.userId } : {}),
    };
  };

  /**
   * What a booking answers now, for a retry of its key (or a request that waited on it): the
   * confirmed result (the new account's name, and a sign-in, while it is replayable), the failure it ended
   * with, or 'pending'.
   */
  const answerOf = (booking: BookingRecord): BookingAnswer => {
    if (booking.status === 'confirmed' && booking.answer) {
      const result = booking.answer.body as BookingResult;
      const sealed =
        booking.accountSecret && booking.accountSecretExpiresAt && booking.accountSecretExpiresAt > new Date()
          ? secrets.open(booking.accountSecret)
          : null;
      const account = sealed ? (JSON.parse(sealed) as { username: string }) : null;
      if (!account || !booking.userId) return { status: 200, body: result };
      // Sealed before issue 20 with the generated password: that is never answered any more.
      return {
        status: 200,
        body: { ...result, accountInfo: { username: account.username, email: booking.primaryEmail ?? '' } },
        signInUserId: booking.userId,
      };
    }
    // Failed, or waiting for 3-D Secure (the 202 with the client secret the page authenticates with).
    if ((booking.status === 'failed' || booking.status === 'awaiting_authentication') && booking.answer)
      return booking.answer;
    return pendingAnswer(booking);
  };

  return { confirm, answerOf };
};
