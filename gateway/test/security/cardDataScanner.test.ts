import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { E2E_CVC, findCardData, luhnValid, STRIPE_TEST_CARDS } from '../../../e2e/support/cardData';
import { assertNoCardData } from '../../../e2e/support/cardDataTeardown';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../testApp';

/** A number with the card prefix given, of `length` digits, whose last digit makes Luhn pass. */
const withCheckDigit = (body: string): string =>
  `${body}${[...'0123456789'].find((digit) => luhnValid(`${body}${digit}`))}`;

describe('the card-data scanner of the e2e teardown, on planted data', () => {
  test.each(STRIPE_TEST_CARDS.map((number) => [number]))(
    'when the Stripe test card %s is in a text, plain, spaced or dashed, then it is found',
    (number) => {
      const spaced = number.replace(/(\d{4})(?=\d)/g, '$1 ');
      for (const text of [
        `{"number":"${number}"}`,
        `card ${spaced} declined`,
        `x=${number.replace(/(\d{4})(?=\d)/g, '$1-')}&y`,
        `ref${number}tail`,
      ]) {
        expect(findCardData(text)).not.toEqual([]);
      }
    },
  );

  test('when any Luhn-valid number that starts like a card is in a JSON row or a log line, then it is found', () => {
    const cardBody = fc
      .tuple(fc.constantFrom('4', '51', '55', '2221', '34', '37', '6011', '65', '35'), fc.integer({ min: 13, max: 19 }))
      .chain(([prefix, length]) =>
        fc
          .array(fc.integer({ min: 0, max: 9 }), {
            minLength: length - prefix.length - 1,
            maxLength: length - prefix.length - 1,
          })
          .map((middle) => withCheckDigit(`${prefix}${middle.join('')}`)),
      );
    fc.assert(
      fc.property(
        cardBody,
        fc.constantFrom(
          (n: string) => `{"cardDetails":{"number":"${n}"}}`,
          (n: string) => `{"level":30,"msg":"paid with ${n}"}`,
          (n: string) => `number=${n}&cvc=1`,
        ),
        (number, wrap) => {
          expect(findCardData(wrap(number)).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  test('when the CVC sent is stored as a value or logged after its name, then it is found', () => {
    for (const text of [`{"cvv":"${E2E_CVC}"}`, `{"x":"${E2E_CVC}"}`, `card_cvc=${E2E_CVC}&a=b`, `cvc: ${E2E_CVC}`])
      expect(findCardData(text)).not.toEqual([]);
  });

  test('when a text holds what the portal legitimately keeps (last 4, ids, timestamps, hashes, phone numbers, amounts), then nothing is found', () => {
    const ordinary = fc.oneof(
      fc.uuid(),
      fc.stringMatching(/^[0-9a-f]{64}$/),
      fc.integer({ min: 1_500_000_000_000, max: 2_200_000_000_000 }).map(String),
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => `"amount_minor":"${cents}"`),
      fc.constantFrom(
        '"card_last4":"4242"',
        '+44 20 7946 0958',
        '+1 212 555 0100',
        'ord_0000AbCdEf',
        '"created_at":"2026-11-22T10:11:12.123+00:00"',
        `"x":"${E2E_CVC}1"`,
        `${E2E_CVC}00`,
      ),
    );
    fc.assert(
      fc.property(fc.array(ordinary, { minLength: 1, maxLength: 8 }), (parts) => {
        expect(findCardData(`{"row":${JSON.stringify(parts.join(' '))}}`)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the teardown check over a real database and a log file', () => {
  let t: TestApp;
  let logFile: string;
  beforeAll(async () => {
    t = await createTestApp();
    logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'card-scan-')), 'portal.log');
    fs.writeFileSync(
      logFile,
      '{"level":30,"msg":"request completed","req":{"url":"/api/bookings"}}\n{"level":30,"msg":"started"}\n',
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
    await t.close();
  });

  test('when neither holds card data, then it passes and says how much it read', async () => {
    await expect(assertNoCardData({ databaseUrl: t.databaseUrl, logFile })).resolves.toMatch(
      /^card-data scan: \d+ tables \(\d+ rows\) and 3 log lines/,
    );
  });

  test('when a card number is planted in a table, then it fails naming the table', async () => {
    await t.sessionPool.query(`UPDATE brands SET name = 'Pay 4000 0000 0000 0002 here' WHERE key = 'sunjet.travel'`);
    try {
      await expect(assertNoCardData({ databaseUrl: t.databaseUrl, logFile })).rejects.toThrow(
        /4000000000000002 in table public\.brands/,
      );
    } finally {
      await t.sessionPool.query(`UPDATE brands SET name = 'SunJet Travel' WHERE key = 'sunjet.travel'`);
    }
  });

  test('when the CVC is planted in a log line, then it fails naming the line', async () => {
    fs.appendFileSync(logFile, `{"level":20,"body":{"cvv":"${E2E_CVC}"}}\n`);

    await expect(assertNoCardData({ databaseUrl: t.databaseUrl, logFile })).rejects.toThrow(
      new RegExp(`the CVC ${E2E_CVC} in .*portal\\.log:3`),
    );
  });
});
