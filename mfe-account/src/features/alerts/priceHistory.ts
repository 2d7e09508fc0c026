import type { AlertPricePoint } from '@portal/platform';

export const CHART = { width: 240, height: 64, padding: 4 } as const;

export interface ChartLine {
  /** The polyline's points, 'x,y x,y ...' in the chart's viewBox. */
  points: string;
  /** The target price's height in the chart, when it falls within the drawn range. */
  targetY?: number;
  lowest: number;
  highest: number;
}

/**
 * The price history as a line: oldest on the left, the range from the lowest to the highest price
 * (and the target, when one is set) filling the chart's height; a flat history sits in the middle.
 */
export const chartLine = (prices: AlertPricePoint[], target?: number): ChartLine | undefined => {
  if (prices.length === 0) return undefined;
  const amounts = prices.map((point) => Number(point.amount));
  const lowest = Math.min(...amounts);
  const highest = Math.max(...amounts);
  const bottom = Math.min(lowest, target ?? lowest);
  const top = Math.max(highest, target ?? highest);
  const { width, height, padding } = CHART;
  const usable = height - 2 * padding;
  const yOf = (amount: number) => (top === bottom ? height / 2 : padding + ((top - amount) / (top - bottom)) * usable);
  const xOf = (index: number) =>
    amounts.length === 1 ? width / 2 : padding + (index / (amounts.length - 1)) * (width - 2 * padding);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    points: amounts.map((amount, index) => `${round(xOf(index))},${round(yOf(amount))}`).join(' '),
    targetY: target === undefined ? undefined : round(yOf(target)),
    lowest,
    highest,
  };
};
