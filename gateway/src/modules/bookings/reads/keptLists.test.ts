import { prepareJson } from '../../../http/preparedJson';
import type { ProviderMode } from '../../../providers';
import { createKeptLists, type KeptList } from './keptLists';

const clocks: Record<ProviderMode, number> = { test: 1_000, live: 1_000 };
const now = (mode: ProviderMode) => clocks[mode];
const list = (value: unknown, version = '1', spans: KeptList['clocks'] = {}): KeptList => ({
  version,
  clocks: spans,
  answer: prepareJson(value),
});

beforeEach(() => {
  clocks.test = 1_000;
  clocks.live = 1_000;
});

describe('lists kept per account', () => {
  test('an account gets back its own list at the version it was read at, and no other account gets it', () => {
    const kept = createKeptLists(now);
    kept.keep('ada', list(['ada-trip']));

    expect(kept.find('ada', '1')?.body.toString()).toBe('["ada-trip"]');
    expect(kept.find('grace', '1')).toBeUndefined();
  });

  test('when the bookings changed anywhere (a new version), the kept list is not answered', () => {
    const kept = createKeptLists(now);
    kept.keep('ada', list(['old'], '7'));

    expect(kept.find('ada', '8')).toBeUndefined();
    expect(kept.find('ada', '7')).toBeUndefined(); // dropped, not kept for a version that went
  });

  test('when a departure or landing in the list is reached by its mode clock, the list is read anew', () => {
    const kept = createKeptLists(now);
    kept.keep('ada', list(['confirmed'], '1', { test: { from: 1_000, until: 5_000 } }));

    clocks.test = 4_999;
    expect(kept.find('ada', '1')).toBeDefined();
    clocks.live = 9_000; // another mode's clock: none of these bookings depend on it
    expect(kept.find('ada', '1')).toBeDefined();
    clocks.test = 5_000;
    expect(kept.find('ada', '1')).toBeUndefined();
  });

  test('when a mode clock is set back before the list was made, the list is read anew', () => {
    const kept = createKeptLists(now);
    kept.keep('ada', list(['completed'], '1', { test: { from: 1_000, until: Infinity } }));

    clocks.test = 999;
    expect(kept.find('ada', '1')).toBeUndefined();
  });

  test('past the byte budget the least recently read list goes first', () => {
    const kept = createKeptLists(now, 30); // each answer is 12 bytes: room for two
    kept.keep('ada', list('x'.repeat(10)));
    kept.keep('grace', list('y'.repeat(10)));
    expect(kept.find('ada', '1')).toBeDefined(); // ada read again: grace is now the oldest

    kept.keep('linus', list('z'.repeat(10)));

    expect(kept.find('grace', '1')).toBeUndefined();
    expect(kept.find('ada', '1')).toBeDefined();
    expect(kept.find('linus', '1')).toBeDefined();
    expect(kept.size).toBe(2);
  });
});
