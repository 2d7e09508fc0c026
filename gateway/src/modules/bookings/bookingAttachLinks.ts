import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { AppError } from '../../http/errors';

/** As long as a set-password link: long enough to find the e-mail after the trip is booked. */
export const ATTACH_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
export const ATTACH_BOOKING_PATH = '/attach-booking';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const ISSUE_SQL = `UPDATE bookings SET attach_token_hash = $2, attach_user_id = $3,
  attach_expires_at = now() + $4 * interval '1 millisecond' WHERE id = $1 AND user_id IS NULL`;

// Once, within its time, and only while the booking is still nobody's.
const ATTACH_SQL = `UPDATE bookings SET user_id = attach_user_id, attached_to_existing_account = true,
    attach_token_hash = NULL, attach_user_id = NULL, attach_expires_at = NULL, updated_at = now()
  WHERE attach_token_hash = $1 AND attach_expires_at > now() AND user_id IS NULL AND attach_user_id IS NOT NULL
  RETURNING id`;

/**
 * A guest booking made with an address a confirmed account holds: the confirmation e-mail to that
 * address carries a link that adds the booking to the account. Until it is followed the booking
 * is a guest booking (reference and e-mail), so typing someone's address plants nothing in their
 * My Trips and the checkout's answer does not tell whether the address is a customer's.
 */
export const createBookingAttachLinks = ({ sequelize, publicUrl }: { sequelize: Sequelize; publicUrl: string }) => ({
  /** A link that adds this guest booking to the account `userId`: its URL. */
  async issue(bookingId: string, userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await sequelize.query(ISSUE_SQL, { bind: [bookingId, hashOf(token), userId, ATTACH_LINK_TTL_MS] });
    const link = new URL(ATTACH_BOOKING_PATH, publicUrl);
    link.searchParams.set('token', token);
    return link.toString();
  },

  /** Follows a link: the booking joins the account the link was sent for. */
  async attach(token: string): Promise<void> {
    const rows = await sequelize.query(ATTACH_SQL, { bind: [hashOf(token)], type: QueryTypes.SELECT });
    if (rows.length === 0)
      throw new AppError(
        'ATTACH_LINK_INVALID',
        'This link is invalid, used or expired. Find the booking with its reference and your e-mail address.',
        400,
      );
  },
});

export type BookingAttachLinks = ReturnType<typeof createBookingAttachLinks>;
