import { warmFormatsAside } from './warmFormatsAside';

const { Worker: realWorker } = globalThis as { Worker?: unknown };
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  (globalThis as { Worker?: unknown }).Worker = realWorker;
});

test('the page starts, in a later task, a worker of its own that formats a price, so the main thread does not load the formatting data', () => {
  const started: { url: string; name?: string }[] = [];
  (globalThis as { Worker?: unknown }).Worker = class {
    constructor(url: URL | string, options?: { name?: string }) {
      started.push({ url: String(url), name: options?.name });
    }
  };

  warmFormatsAside();
  expect(started).toEqual([]);

  jest.runOnlyPendingTimers();
  expect(started).toEqual([{ url: expect.stringMatching(/formatsWarmUp\.worker\.js$/), name: 'formats-warm-up' }]);
});

test('a browser without workers, or one that refuses this one, goes on without it', () => {
  delete (globalThis as { Worker?: unknown }).Worker;
  expect(() => warmFormatsAside()).not.toThrow();
  expect(jest.getTimerCount()).toBe(0);

  (globalThis as { Worker?: unknown }).Worker = class {
    constructor() {
      throw new DOMException('refused', 'SecurityError');
    }
  };
  warmFormatsAside();
  expect(() => jest.runOnlyPendingTimers()).not.toThrow();
});
