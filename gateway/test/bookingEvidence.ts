import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../src/http/logger';
import { CARDS, CVC } from './bookingStories';
import type { TestApp } from './testApp';

// What a booking story checks after the fact: the rows it left, the Stripe sandbox's intents, the
// whole database and the log lines (where no card data may be).

/** The Stripe sandbox's copy of an intent (it is the one the gateway talked to). */
export const stripeIntent = (t: TestApp, id: string) => t.providers.stripe.sandbox?.store.paymentIntents.get(id);

/** The booking row and its steps, read straight from the database. */
export const bookingRow = async (t: TestApp, id: string) => {
  const [row] = (await t.sessionPool.query('SELECT * FROM bookings WHERE id = $1', [id])).rows as Record<
    string,
    unknown
  >[];
  const events = (
    await t.sessionPool.query('SELECT step, outcome FROM booking_events WHERE booking_id = $1 ORDER BY id', [id])
  ).rows as { step: string; outcome: string }[];
  const [payment] = row?.payment_authorization_id
    ? ((await t.sessionPool.query('SELECT * FROM payment_authorizations WHERE id = $1', [row.payment_authorization_id]))
        .rows as Record<string, unknown>[])
    : [];
  return { row, events: events.map(({ step, outcome }) => `${step}:${outcome}`), payment };
};

export const bookingByKey = async (t: TestApp, key: string) => {
  const [row] = (await t.sessionPool.query('SELECT id FROM bookings WHERE idempotency_key = $1', [key])).rows as {
    id: string;
  }[];
  return row ? bookingRow(t, row.id) : null;
};

/** Every row of every table as JSON text: what a pg_dump of the data would show. */
export const dumpDatabase = async (t: TestApp): Promise<string> => {
  const tables = (
    await t.sessionPool.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).rows as { tablename: string }[];
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const rows = (await t.sessionPool.query(`SELECT row_to_json(r)::text AS json FROM "${tablename}" r`)).rows as {
      json: string;
    }[];
    parts.push(`-- ${tablename} (${rows.length})`, ...rows.map((row) => row.json));
  }
  return parts.join('\n');
};

/** A logger that keeps every line (at trace level) for a scan. */
export const capturedLogs = (): { logger: Logger; text: () => string } => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level: 'trace', base: { service: 'gateway' } }, stream) as Logger,
    text: () => lines.join(''),
  };
};

/** Whether a test card number or the CVC shows anywhere in this text (spaces or not). */
export const cardDataIn = (text: string): string[] => [
  ...Object.values(CARDS).filter(
    (number) => text.includes(number) || text.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')),
  ),
  // As a string value (JSON) or in a form body or query string: the ways a CVC travels. (A bare
  // 8642 could be an amount in cents.)
  ...(new RegExp(`"${CVC}"|=${CVC}\\b`).test(text)
    ? [`the CVC (${new RegExp(`.{0,60}${CVC}.{0,60}`).exec(text)?.[0]})`]
    : []),
  ...(/"(cvv|cvc|cardNumber|card_number)"/.test(text) ? ['a card field'] : []),
];
