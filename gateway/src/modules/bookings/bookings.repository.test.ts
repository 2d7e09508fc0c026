import { bookingResultSchema } from '@portal/platform-common/contracts';
import { bookingBody, createOfferPicker, passengersFor, searchJfkLhr, traveller } from '../../../test/bookingStories';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from '../../../test/testApp';
import { getModels } from '../../db/models';
import { createBookingsRepository, type BookingsRepository } from './bookings.repository';

let t: TestApp;
let repository: BookingsRepository;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp({}, { listen: true });
  repository = createBookingsRepository(getModels(t.sequelize));
  const v = await traveller(t);
  const { offer } = await createOfferPicker(await searchJfkLhr(t, v))(v);
  bookingId = bookingResultSchema.parse(
    (await v.book(bookingBody({ offer, passengers: passengersFor(offer) })).expect(201)).body,
  ).id;
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('repository.transition(): a guarded move that answers the row it left', () => {
  test('when the booking is in one of `from`, then the answer is the row as the update left it (patch applied, amounts as bigint)', async () => {
    const before = await repository.current(bookingId);
    const moved = await repository.transition(bookingId, ['confirmed'], {
      failureMessage: 'looked at by an operator',
      refundMinor: 1234n,
    });
    expect(moved).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      failureMessage: 'looked at by an operator',
      refundMinor: 1234n,
      bookingReference: before.bookingReference,
    });
    expect(moved).toEqual(await repository.current(bookingId));
  });

  test('when the guard does not hold, then null and the booking is left as it was', async () => {
    const before = await repository.current(bookingId);
    expect(
      await repository.transition(bookingId, ['pending', 'authorized'], {
        status: 'failed',
        failureMessage: 'must not land',
      }),
    ).toBeNull();
    expect(await repository.current(bookingId)).toEqual(before);
  });
});

describe('repository.transition() with an event: the move and the step that says so land together', () => {
  test('when the guard holds, then the booking moves and the step is the last of its history', async () => {
    const moved = await repository.transition(
      bookingId,
      ['confirmed'],
      { failureMessage: 'checked with the event' },
      { event: { step: 'audit', outcome: 'checked', detail: { by: 'test' } } },
    );

    expect(moved).toMatchObject({ status: 'confirmed', failureMessage: 'checked with the event' });
    expect((await repository.events(bookingId)).at(-1)).toMatchObject({
      step: 'audit',
      outcome: 'checked',
      detail: { by: 'test' },
    });
  });

  test('when the guard does not hold, then no step is written', async () => {
    const before = await repository.events(bookingId);

    expect(
      await repository.transition(
        bookingId,
        ['pending'],
        { failureMessage: 'must not land' },
        {
          event: { step: 'audit', outcome: 'must-not-land' },
        },
      ),
    ).toBeNull();
    expect(await repository.events(bookingId)).toEqual(before);
  });

  test('when the step cannot be written, then the booking does not move either', async () => {
    const before = await repository.current(bookingId);
    const events = await repository.events(bookingId);

    await expect(
      repository.transition(
        bookingId,
        ['confirmed'],
        { failureMessage: 'must roll back' },
        {
          // PostgreSQL refuses a NUL character in jsonb text: the insert fails after the update ran.
          event: { step: 'audit', outcome: 'unwritable', detail: { text: 'a\u0000b' } },
        },
      ),
    ).rejects.toThrow();
    expect(await repository.current(bookingId)).toEqual(before);
    expect(await repository.events(bookingId)).toEqual(events);
  });
});

describe('repository.claim(): one booking per Idempotency-Key, answered as the insert left it', () => {
  test('a new key answers its pending booking exactly as a later read gives it; the same key again answers that booking', async () => {
    const booked = await repository.current(bookingId);
    const key = `claim-${Date.now()}`;
    const offerId = booked.offerId as string;
    const request = {
      idempotencyKey: key,
      requestFingerprint: booked.requestFingerprint,
      mode: booked.mode,
      brandKey: booked.brandKey,
      userId: null,
      offerId,
      checkoutSessionHash: booked.checkoutSessionHash,
    };

    const claimed = await repository.claim(request);

    expect(claimed.created).toBe(true);
    expect(claimed.booking).toMatchObject({ idempotencyKey: key, status: 'pending', offerId, sellingTotalMinor: null });
    expect(claimed.booking).toEqual(await repository.current(claimed.booking.id));
    expect(await repository.claim(request)).toEqual({ created: false, booking: claimed.booking });
    await repository.release(claimed.booking.id);
  });
});

describe('repository.listForUser(): the columns My Trips shows, read without the model', () => {
  const LISTED = [
    'id',
    'status',
    'mode',
    'duffelBookingId',
    'itinerary',
    'sellingTotalMinor',
    'currency',
    'lastArrivalAt',
    'cancellationConfirmedAt',
    'refundMinor',
    'refundCurrency',
    'refundTo',
    'airlineCredits',
    'cancelledAt',
    'createdAt',
  ] as const;

  test('when a booking was cancelled with a refund and credits, then its listed values are those of the full record, with the same types', async () => {
    const at = new Date('2030-05-01T10:00:00.123Z');
    await repository.transition(bookingId, ['confirmed'], {
      status: 'cancelled',
      cancellationConfirmedAt: at,
      cancelledAt: at,
      refundMinor: 9876543210123n,
      refundCurrency: 'GBP',
      refundId: 'ref_1',
      refundTo: 'airline_credits',
      airlineCredits: [
        {
          id: 'acd_1',
          code: 'CR1',
          name: 'Credit',
          amount: '12.30',
          currency: 'GBP',
          issuedOn: '2030-05-01',
          passengerId: 'pas_1',
        },
      ],
    });
    const record = await repository.current(bookingId);

    const listed = await repository.listForUser(record.userId as string);

    expect(listed).toEqual([Object.fromEntries(LISTED.map((key) => [key, record[key]]))]);
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
    expect(typeof listed[0]?.sellingTotalMinor).toBe('bigint');
  });
});
