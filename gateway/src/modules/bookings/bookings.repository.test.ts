import { bookingResultSchema } from '@portal/platform/contracts';
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
