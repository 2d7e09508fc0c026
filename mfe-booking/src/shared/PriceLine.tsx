import { Stack, Typography } from '@portal/platform';

interface PriceLineProps {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}

/** One line of the price breakdown: label left, amount right. */
export const PriceLine = ({ label, value, testId, strong }: PriceLineProps) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography
      variant={strong ? 'subtitle1' : 'body2'}
      sx={{ fontWeight: strong ? 700 : 400, color: strong ? 'text.primary' : 'text.secondary' }}
    >
      {label}
    </Typography>
    <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
      {value}
    </Typography>
  </Stack>
);
