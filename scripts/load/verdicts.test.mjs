import { describe, expect, test } from '@jest/globals';
import { bookingVerdict, formatReport, memoryVerdict, percentile, serverErrorVerdict } from './verdicts.mjs';

const MB = 1024 * 1024;
/** One sample a second for 60 s; `at(second)` gives the memory then. */
const samples = (at) => Array.from({ length: 60 }, (_, second) => ({ atMs: second * 1000, ...at(second) }));

describe('memoryVerdict', () => {
  test('memory that climbs while the load ramps up and then holds is flat, however the heap saw-tooths between collections', () => {
    // Allocation climbs 8 MB a second from a live 60 MB, and a major collection every 15 s takes it back down.
    const verdict = memoryVerdict(
      samples((s) => ({
        rss: (s < 20 ? 100 + s * 5 : 200) * MB,
        heapUsed: (60 + (s % 15) * 8) * MB,
        afterGc: s % 15 === 0,
      })),
      60_000,
    );
    expect(verdict.pass).toBe(true);
    expect(verdict.rss.before).toBe(200 * MB);
    expect(verdict.heap).toMatchObject({ before: 60 * MB, after: 60 * MB });
  });

  test('a live heap that grows from one collection to the next is a leak, even when the readings between look alike', () => {
    const verdict = memoryVerdict(
      samples((s) => ({ rss: 200 * MB, heapUsed: (s % 10 === 0 ? 40 + s * 2 : 170) * MB, afterGc: s % 10 === 0 })),
      60_000,
    );
    expect(verdict.pass).toBe(false);
    expect(verdict.heap.after).toBeGreaterThan(verdict.heap.allowed);
  });

  test('memory that keeps growing after warm-up is a leak, even when each step is small', () => {
    const verdict = memoryVerdict(
      samples((s) => ({ rss: (150 + s * 3) * MB, heapUsed: (50 + s * 2) * MB })),
      60_000,
    );
    expect(verdict.pass).toBe(false);
    expect(verdict.rss.after).toBeGreaterThan(verdict.rss.allowed);
  });

  test('a small absolute change on a small heap is noise, not a leak', () => {
    expect(
      memoryVerdict(
        samples((s) => ({ rss: 120 * MB, heapUsed: (s < 40 ? 30 : 42) * MB })),
        60_000,
      ).pass,
    ).toBe(true);
  });

  test('too few samples cannot show anything: the verdict fails rather than passes', () => {
    expect(memoryVerdict([{ atMs: 50_000, rss: MB, heapUsed: MB }], 60_000)).toMatchObject({ pass: false });
  });
});

describe('bookingVerdict', () => {
  const row = (id, key, status = 'confirmed', offerId = `off_${id}`) => ({ id, idempotencyKey: key, status, offerId });
  const counts = (entries) => new Map(entries);

  test('one row per answered key, with one order and one capture per confirmed booking, passes', () => {
    const verdict = bookingVerdict({
      attempts: [
        {
          key: 'k1',
          answers: [
            { status: 201, id: 'b1', bookingStatus: 'confirmed' },
            { status: 200, id: 'b1', bookingStatus: 'confirmed' },
          ],
        },
        { key: 'k2', answers: [{ status: 402 }] },
        { key: 'k3', answers: [{ status: 409 }] },
      ],
      rows: [row('b1', 'k1'), row('b2', 'k2', 'failed')],
      ordersByBooking: counts([['b1', 1]]),
      capturesByBooking: counts([['b1', 1]]),
    });
    expect(verdict).toEqual({ pass: true, problems: [] });
  });

  test.each([
    [
      'an answered booking with no row',
      { attempts: [{ key: 'k1', answers: [{ status: 201, id: 'b1', bookingStatus: 'confirmed' }] }], rows: [] },
      'lost',
    ],
    [
      'two answers for one key naming different bookings',
      {
        attempts: [
          {
            key: 'k1',
            answers: [
              { status: 201, id: 'b1' },
              { status: 201, id: 'b2' },
            ],
          },
        ],
        rows: [row('b1', 'k1')],
      },
      '2 different bookings',
    ],
    [
      'a confirmation whose row is not confirmed',
      {
        attempts: [{ key: 'k1', answers: [{ status: 201, id: 'b1', bookingStatus: 'confirmed' }] }],
        rows: [row('b1', 'k1', 'failed')],
      },
      'stored failed',
    ],
    [
      'one offer confirmed for two keys',
      { attempts: [], rows: [row('b1', 'k1', 'confirmed', 'off_x'), row('b2', 'k2', 'confirmed', 'off_x')] },
      'booked 2 times',
    ],
  ])('%s fails', (_name, { attempts, rows }, problem) => {
    const everyBooking = (value) => new Map(rows.map((r) => [r.id, value]));
    const verdict = bookingVerdict({
      attempts,
      rows,
      ordersByBooking: everyBooking(1),
      capturesByBooking: everyBooking(1),
    });
    expect(verdict.pass).toBe(false);
    expect(verdict.problems.join('\n')).toContain(problem);
  });

  test('a confirmed booking captured twice, or a failed one captured at all, fails', () => {
    const verdict = bookingVerdict({
      attempts: [],
      rows: [row('b1', 'k1'), row('b2', 'k2', 'failed')],
      ordersByBooking: counts([['b1', 1]]),
      capturesByBooking: counts([
        ['b1', 2],
        ['b2', 1],
      ]),
    });
    expect(verdict.problems).toEqual([
      'booking b1: confirmed with 1 orders and 2 captures',
      'booking b2: failed but captured 1 times',
    ]);
  });
});

describe('serverErrorVerdict and the report', () => {
  const requests = [
    { route: 'POST /api/flights/search', status: 200, ms: 10 },
    { route: 'POST /api/flights/search', status: 200, ms: 30 },
    { route: 'POST /api/bookings', status: 201, ms: 300 },
  ];

  test('4xx answers are the limits and rules working; a 5xx or a request without an answer fails', () => {
    expect(serverErrorVerdict([...requests, { route: 'POST /api/bookings', status: 429, ms: 5 }]).pass).toBe(true);
    expect(
      serverErrorVerdict([
        ...requests,
        { route: 'POST /api/bookings', status: 503, ms: 5 },
        { route: 'GET /api/csrf-token', status: 0, ms: 30_000 },
      ]),
    ).toEqual({
      pass: false,
      failures: 2,
      byRoute: { 'POST /api/bookings 503': 1, 'GET /api/csrf-token no answer': 1 },
    });
  });

  test('percentiles by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        99,
      ),
    ).toBe(99);
  });

  test('the report names each verdict and the figures behind it', () => {
    const report = formatReport({
      date: '2026-11-23',
      cores: 2,
      durationMs: 60_000,
      users: { searchers: 200, bookers: 20 },
      requests,
      bookings: { attempts: 1, retried: 0, doubled: 0, confirmed: 1, declined: 0, other: 0 },
      verdicts: {
        serverErrors: serverErrorVerdict(requests),
        booking: { pass: true, problems: [] },
        memory: memoryVerdict(
          samples(() => ({ rss: 200 * MB, heapUsed: 80 * MB })),
          60_000,
        ),
      },
    });
    expect(report).toContain('200 users searching and 20 booking for 60 s');
    expect(report).toMatch(/POST \/api\/flights\/search\s+2\s+10 ms\s+30 ms\s+200×2/);
    expect(report).toContain('PASS no 5xx');
    expect(report).toContain(
      'PASS memory flat after warm-up: RSS 200 MB → 200 MB (allowed 230 MB), live heap 80 MB → 80 MB (allowed 100 MB)',
    );
    expect(report).toContain('RSS / heap every 6 s (MB): 200/80 200/80');
  });
});
