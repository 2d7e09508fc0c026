import { AddIcon, Box, IconButton, RemoveIcon, Typography } from '@portal/platform';

interface TravellerCounterProps {
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** One row of the travellers popover: a label with its age hint, and minus/plus that stop at the limits. */
export const TravellerCounter = ({ label, hint, value, min, max, onChange }: TravellerCounterProps) => {
  const name = label.toLowerCase();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <IconButton
        aria-label={`Decrease ${name}`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
        {value}
      </Typography>
      <IconButton
        aria-label={`Increase ${name}`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
