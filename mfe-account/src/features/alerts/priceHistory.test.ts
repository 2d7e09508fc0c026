import { CHART, chartLine } from './priceHistory';

const at = (amount: string, day: number) => ({
  amount,
  currency: 'USD',
  checkedAt: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`,
});
const pointsOf = (points: string) => points.split(' ').map((point) => point.split(',').map(Number) as [number, number]);

describe('the price history line', () => {
  test('the oldest check is on the left, the newest on the right, a lower price sits lower', () => {
    const line = chartLine([at('420.00', 1), at('380.00', 2), at('400.00', 3)]);
    const [first, second, third] = pointsOf(line?.points ?? '');

    expect(first?.[0]).toBeLessThan(second?.[0] ?? 0);
    expect(second?.[0]).toBeLessThan(third?.[0] ?? 0);
    // SVG's y grows downwards: the cheapest check is drawn lowest, the dearest highest.
    expect(second?.[1]).toBe(CHART.height - CHART.padding);
    expect(first?.[1]).toBe(CHART.padding);
    expect(third?.[1]).toBeGreaterThan(first?.[1] ?? 0);
    expect(third?.[1]).toBeLessThan(second?.[1] ?? 0);
    expect(line).toMatchObject({ lowest: 380, highest: 420 });
  });

  test('a target below every price is drawn at the bottom and the prices above it', () => {
    const line = chartLine([at('420.00', 1), at('400.00', 2)], 300);

    expect(line?.targetY).toBe(CHART.height - CHART.padding);
    for (const [, y] of pointsOf(line?.points ?? '')) expect(y).toBeLessThan(line?.targetY ?? 0);
  });

  test('one check, or a price that never moved, sits in the middle; no check draws nothing', () => {
    expect(pointsOf(chartLine([at('250.00', 1)])?.points ?? '')).toEqual([[CHART.width / 2, CHART.height / 2]]);
    for (const [, y] of pointsOf(chartLine([at('250.00', 1), at('250.00', 2)])?.points ?? ''))
      expect(y).toBe(CHART.height / 2);
    expect(chartLine([])).toBeUndefined();
  });
});
