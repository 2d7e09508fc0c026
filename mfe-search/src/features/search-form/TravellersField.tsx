import { useId, useState } from 'react';
import { Box, Button, FormHelperText, GroupIcon, Popover, Typography } from '@portal/platform';
import { TravellerCounter } from './TravellerCounter';
import { TRAVELLER_LIMITS, type TravellerField } from './searchFormValues';

export type TravellerCounts = Record<TravellerField, number>;

interface TravellersFieldProps {
  counts: TravellerCounts;
  onChange: (field: TravellerField, value: number) => void;
  error?: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const travellersSummary = ({ adultsCount, childrenCount, infantsCount }: TravellerCounts): string =>
  [
    plural(adultsCount, 'Adult', 'Adults'),
    childrenCount > 0 && plural(childrenCount, 'Child', 'Children'),
    infantsCount > 0 && plural(infantsCount, 'Infant', 'Infants'),
  ]
    .filter(Boolean)
    .join(', ');

/** The travellers button and its popover. An infant travels on an adult's lap, so infants never outnumber adults here. */
export const TravellersField = ({ counts, onChange, error }: TravellersFieldProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const summary = travellersSummary(counts);
  const { adultsCount, infantsCount } = TRAVELLER_LIMITS;

  return (
    <Box>
      <Button
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        fullWidth
        startIcon={<GroupIcon color="action" />}
        aria-label={`Travellers: ${summary}`}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          justifyContent: 'flex-start',
          minHeight: 56,
          textTransform: 'none',
          borderColor: error ? undefined : 'divider',
          fontWeight: 500,
        }}
      >
        <Box component="span" sx={{ textAlign: 'left', overflow: 'hidden' }}>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', lineHeight: 1.2 }}
          >
            Travellers
          </Typography>
          <Typography component="span" variant="body1" noWrap sx={{ display: 'block' }}>
            {summary}
          </Typography>
        </Box>
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Travellers', sx: { p: 2, width: 300, mt: 1 } } }}
      >
        <TravellerCounter
          label="Adults"
          hint="Age 12+"
          value={counts.adultsCount}
          min={Math.max(adultsCount.min, counts.infantsCount)}
          max={adultsCount.max}
          onChange={(value) => onChange('adultsCount', value)}
        />
        <TravellerCounter
          label="Children"
          hint="Age 2-11"
          value={counts.childrenCount}
          {...TRAVELLER_LIMITS.childrenCount}
          onChange={(value) => onChange('childrenCount', value)}
        />
        <TravellerCounter
          label="Infants"
          hint="Under 2"
          value={counts.infantsCount}
          min={infantsCount.min}
          max={Math.min(infantsCount.max, counts.adultsCount)}
          onChange={(value) => onChange('infantsCount', value)}
        />
        <Button variant="contained" fullWidth onClick={() => setAnchor(null)} sx={{ mt: 1 }}>
          Done
        </Button>
      </Popover>
    </Box>
  );
};
