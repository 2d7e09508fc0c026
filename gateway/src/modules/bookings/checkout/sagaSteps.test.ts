import { createLogger } from '../../../http/logger';
import type { BookingsRepository } from '../bookings.repository';
import { createSagaSteps, type SagaDeps } from './sagaSteps';

// The booking's history, as the checkout notes it without waiting for each write.

const slowThenFast = () => {
  const written: string[] = [];
  let calls = 0;
  const repository = {
    record: async (bookingId: string, step: string) => {
      calls += 1;
      // The first write of each booking is the slowest: a later one must still land after it.
      await new Promise((resolve) => setTimeout(resolve, calls === 1 ? 30 : 1));
      if (step === 'broken') throw new Error('the database refused the row');
      written.push(`${bookingId}:${step}`);
    },
  } as unknown as BookingsRepository;
  const steps = createSagaSteps({
    repository,
    logger: createLogger('silent'),
    reconcileDelaysMs: [],
  } as unknown as SagaDeps);
  return { steps, written };
};

describe("a booking's steps, noted without waiting", () => {
  test('they are written in the order they were noted, and `recorded` answers once all of them are', async () => {
    const { steps, written } = slowThenFast();
    const booking = { id: 'b1' };

    void steps.record(booking, 'offer', 'verified');
    void steps.record(booking, 'authorize', 'started');
    void steps.record({ id: 'b2' }, 'offer', 'verified');
    const awaited = steps.record(booking, 'authorize', 'authorized');
    await steps.recorded('b1');

    expect(written.filter((entry) => entry.startsWith('b1'))).toEqual(['b1:offer', 'b1:authorize', 'b1:authorize']);
    await awaited;
    await steps.recorded('b2');
    expect(written).toContain('b2:offer');
  });

  test('a write that fails is logged and the ones after it are still written; the saga never sees the error', async () => {
    const { steps, written } = slowThenFast();

    void steps.record({ id: 'b1' }, 'broken', 'x');
    await expect(steps.record({ id: 'b1' }, 'confirm', 'confirmed')).resolves.toBeUndefined();
    await steps.recorded('b1');

    expect(written).toEqual(['b1:confirm']);
    await expect(steps.recorded('unknown-booking')).resolves.toBeUndefined();
  });
});
