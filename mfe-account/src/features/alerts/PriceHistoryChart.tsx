import { Box, Typography, formatTotal, useTheme, type AlertPricePoint } from '@portal/platform';
import { CHART, chartLine } from './priceHistory';

interface PriceHistoryChartProps {
  prices: AlertPricePoint[];
  targetPrice: string | null;
  currency: string;
}

/** The cheapest price at each check as a small line chart, with the target as a dashed line. */
export const PriceHistoryChart = ({ prices, targetPrice, currency }: PriceHistoryChartProps) => {
  const theme = useTheme();
  const target = targetPrice === null ? undefined : Number(targetPrice);
  const line = chartLine(prices, target);
  if (!line) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No price checked yet: the first check runs shortly.
      </Typography>
    );
  }
  const first = prices[0];
  const last = prices[prices.length - 1];
  const summary =
    `Price history, ${prices.length} ${prices.length === 1 ? 'check' : 'checks'}: ` +
    `from ${formatTotal(first?.amount ?? '0', currency)} to ${formatTotal(last?.amount ?? '0', currency)}, ` +
    `lowest ${formatTotal(line.lowest, currency)}`;
  const dots = line.points.split(' ');
  return (
    <Box>
      <Box
        component="svg"
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        sx={{ width: '100%', maxWidth: 360, height: CHART.height, display: 'block' }}
      >
        {line.targetY !== undefined && (
          <line
            x1={0}
            x2={CHART.width}
            y1={line.targetY}
            y2={line.targetY}
            stroke={theme.palette.success.main}
            strokeDasharray="4 3"
            strokeWidth={1}
          />
        )}
        <polyline points={line.points} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
        {dots.length === 1 && (
          <circle cx={dots[0]?.split(',')[0]} cy={dots[0]?.split(',')[1]} r={3} fill={theme.palette.primary.main} />
        )}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Lowest {formatTotal(line.lowest, currency)} · Highest {formatTotal(line.highest, currency)}
        {targetPrice !== null && ` · Target ${formatTotal(targetPrice, currency)}`}
      </Typography>
    </Box>
  );
};
