import { Box, Stack, Typography, formatPrice } from '@portal/platform';
import { RangeSlider } from '@portal/platform/plain-controls';
import { PRICE_STEP } from './filterState';

interface PriceRangeFilterProps {
  value: [number, number];
  /** Lowest and highest total of the loaded offers. */
  bounds: [number, number];
  currency: string;
  onChange: (range: [number, number]) => void;
}

const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value));

/**
 * The price slider, step 10, between the loaded offers' bounds. A handle left at an end keeps
 * that side open, so offers that load-more adds beyond the bounds are not filtered out.
 */
export const PriceRangeFilter = ({ value, bounds, currency, onChange }: PriceRangeFilterProps) => {
  const shown: [number, number] = [clamp(value[0], bounds), clamp(value[1], bounds)];
  const label = (amount: number) => formatPrice(amount, currency);

  const handleChange = ([low, high]: [number, number]) => {
    onChange([low <= bounds[0] ? 0 : low, high >= bounds[1] ? Number.POSITIVE_INFINITY : high]);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        Price range
      </Typography>
      <RangeSlider
        value={shown}
        min={bounds[0]}
        max={bounds[1]}
        step={PRICE_STEP}
        disabled={bounds[0] >= bounds[1]}
        onChange={handleChange}
        labels={['Minimum price', 'Maximum price']}
        valueText={label}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
        <Typography variant="body2" data-testid="price-min">
          {label(shown[0])}
        </Typography>
        <Typography variant="body2" data-testid="price-max">
          {label(shown[1])}
        </Typography>
      </Stack>
    </Box>
  );
};
