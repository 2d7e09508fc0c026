import { QueryTypes, type Sequelize } from 'sequelize';
import type { Models } from '../../db/models';
import type { BookingStatus } from './bookingTypes';

/** A booking as the admin operations view lists it: its latest step and its owner's name. */
export interface BookingOverview {
  id: string;
  status: BookingStatus;
  bookingReference: string | null;
  currency: string | null;
  sellingTotalMinor: bigint | null;
  failureMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  username: string | null;
  step: string | null;
  outcome: string | null;
  detail: Record<string, unknown> | null;
}

// Newest first, each with its latest step (one index lookup per row) and its owner's username.
const RECENT_SQL = `
  SELECT b.id, b.status, b.booking_reference, b.currency, b.selling_total_minor, b.failure_message, b.created_at, b.updated_at,
         u.username, e.step, e.outcome, e.detail
  FROM bookings b
  LEFT JOIN users u ON u.id = b.user_id
  LEFT JOIN LATERAL (SELECT step, outcome, detail FROM booking_events WHERE booking_id = b.id ORDER BY id DESC LIMIT 1) e ON true
  WHERE ($1::text IS NULL OR b.status = $1)
  ORDER BY b.created_at DESC, b.id DESC
  LIMIT $2`;

interface RecentRow {
  id: string;
  status: BookingStatus;
  booking_reference: string | null;
  currency: string | null;
  selling_total_minor: string | null;
  failure_message: string | null;
  created_at: Date;
  updated_at: Date;
  username: string | null;
  step: string | null;
  outcome: string | null;
  detail: Record<string, unknown> | null;
}

const bigintOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

/** Every user's bookings, newest first (optionally in one status), for the admin operations view. */
export const recentBookings = async (
  Booking: Models['Booking'],
  { limit, status }: { limit: number; status?: BookingStatus },
): Promise<{ bookings: BookingOverview[]; total: number }> => {
  const sequelize = Booking.sequelize as Sequelize;
  const rows = await sequelize.query<RecentRow>(RECENT_SQL, { bind: [status ?? null, limit], type: QueryTypes.SELECT });
  const total = await Booking.count(status ? { where: { status } } : {});
  const bookings = rows.map((row) => ({
    id: row.id,
    status: row.status,
    bookingReference: row.booking_reference,
    currency: row.currency,
    sellingTotalMinor: bigintOrNull(row.selling_total_minor),
    failureMessage: row.failure_message,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    username: row.username,
    step: row.step,
    outcome: row.outcome,
    detail: row.detail,
  }));
  return { bookings, total };
};
