import { createSandboxClock } from './clock';

describe('the sandbox clock', () => {
  test('follows real time, jumps forward when advanced, and comes back on reset', () => {
    let real = Date.parse('2030-01-01T10:00:00Z');
    const clock = createSandboxClock(() => real);
    expect(clock.now().toISOString()).toBe('2030-01-01T10:00:00.000Z');
    clock.advanceMinutes(31);
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2030-01-01T10:32:00.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2030-01-01T10:01:00.000Z');
    expect(() => clock.advanceMinutes(Number.NaN)).toThrow(RangeError);
  });
});
