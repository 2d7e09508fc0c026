import { createHash } from 'node:crypto';
import type { Order, OrderCancellation } from './duffelTypes';
import { formatCents } from './money';

type AirlineCredit = OrderCancellation['airline_credits'][number];
export type RefundTo = OrderCancellation['refund_to'];

/**
 * How an airline pays back a cancelled order, as Duffel quotes it (`refund_to`): most refund
 * Duffel's balance in cash, some only as credit for a future flight with them, one as a voucher.
 * The sandbox keys it on the order's owner so a test can pick an offer by its refund form.
 */
const REFUND_FORM: Record<string, { to: RefundTo; creditName?: string }> = {
  WN: { to: 'airline_credits', creditName: 'Travel Funds' },
  AS: { to: 'airline_credits', creditName: 'Future Flight Credit' },
  B6: { to: 'voucher' },
};

export const refundFormOf = (ownerIataCode: string): RefundTo => REFUND_FORM[ownerIataCode]?.to ?? 'balance';

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest();
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The credit ids and codes are the same on every read of one order's cancellation. */
const creditFor = (order: Order, passengerId: string, cents: number, creditName: string): AirlineCredit => {
  const bytes = digest(order.id, passengerId);
  return {
    id: `acd_0000${bytes.subarray(0, 11).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`,
    credit_name: creditName,
    credit_code: Array.from(bytes.subarray(12, 22), (byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join(''),
    credit_amount: formatCents(cents),
    credit_currency: order.total_currency,
    // Airlines date credits from the ticket's issue, not the cancellation.
    issued_on: order.created_at.slice(0, 10),
    passenger_id: passengerId,
  };
};

/** The refund split into one credit per passenger (the first takes the odd cents); none unless refunded as credits. */
export const airlineCreditsFor = (order: Order, refundCents: number): AirlineCredit[] => {
  const form = REFUND_FORM[order.owner.iata_code ?? ''];
  if (form?.to !== 'airline_credits' || refundCents <= 0) return [];
  const passengers = order.passengers;
  const share = Math.floor(refundCents / passengers.length);
  return passengers.map((passenger, i) =>
    creditFor(
      order,
      passenger.id,
      share + (i === 0 ? refundCents - share * passengers.length : 0),
      form.creditName ?? 'Airline credit',
    ),
  );
};
