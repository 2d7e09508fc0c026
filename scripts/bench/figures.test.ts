import {
  BENCH_PARTS,
  formatNumber,
  formatRatio,
  formatTable,
  median,
  percentile,
  ratio,
  selectParts,
} from './figures.mjs';

describe('selectParts', () => {
  test('when neither --only nor BENCH_ONLY is given, then every part runs', () => {
    expect([...selectParts([], {})]).toEqual(BENCH_PARTS);
  });

  test('when --only names parts, then only those run, and the flag wins over the environment', () => {
    expect([...selectParts(['--only=gateway, filters'], { BENCH_ONLY: 'lighthouse' })]).toEqual(['gateway', 'filters']);
  });

  test('when BENCH_ONLY names a part, then that part alone runs', () => {
    expect([...selectParts([], { BENCH_ONLY: 'lighthouse' })]).toEqual(['lighthouse']);
  });

  test('when a name is unknown, then the bench refuses it and lists the parts', () => {
    expect(() => selectParts(['--only=gateway,lighthous'], {})).toThrow(
      'unknown bench part lighthous: choose among first-load, lighthouse, gateway, filters',
    );
  });
});

describe('percentile and median', () => {
  test('interpolate between the two nearest ranks, whatever the order given', () => {
    expect(median([9, 1, 5, 3])).toBe(4);
    expect(median([7, 1, 3])).toBe(3);
    expect(percentile([10, 20, 30, 40, 50], 90)).toBe(46);
    expect(percentile([10, 20, 30, 40, 50], 0)).toBe(10);
    expect(percentile([10, 20, 30, 40, 50], 100)).toBe(50);
  });

  test('leave out values that are not numbers, and refuse an empty list or a percentile out of range', () => {
    expect(median([Number.NaN, 2, 4, undefined as unknown as number])).toBe(3);
    expect(() => median([])).toThrow('no measurements to summarise');
    expect(() => percentile([1], 101)).toThrow('percentile must be within 0-100, got 101');
  });
});

describe('ratio and its formatting', () => {
  test('divides, and gives null rather than Infinity when the divisor is zero or missing', () => {
    expect(ratio(35, 2243)).toBeCloseTo(0.0156, 4);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(Number.NaN, 3)).toBeNull();
  });

  test('prints two significant digits below ten and whole numbers from ten', () => {
    expect(formatRatio(0.015604)).toBe('0.016×');
    expect(formatRatio(1.2837)).toBe('1.3×');
    expect(formatRatio(52.4)).toBe('52×');
    expect(formatRatio(null)).toBe('n/a');
  });

  test('numbers carry their unit, and a missing one reads n/a', () => {
    expect(formatNumber(27.84, 1, ' ms')).toBe('27.8 ms');
    expect(formatNumber(undefined as unknown as number, 0, ' ms')).toBe('n/a');
  });
});

describe('formatTable', () => {
  test('a Markdown table, each column as wide as its widest cell', () => {
    expect(
      formatTable(
        ['route', 'req/s'],
        [
          ['GET /api/system/mode', '331'],
          ['GET /', '4781'],
        ],
      ),
    ).toBe(
      [
        '| route                | req/s |',
        '|----------------------|-------|',
        '| GET /api/system/mode | 331   |',
        '| GET /                | 4781  |',
      ].join('\n'),
    );
  });

  test('a row without a cell for every heading is refused', () => {
    expect(() => formatTable(['a', 'b'], [['1']])).toThrow('a row has 1 cells for 2 headings: 1');
  });
});
