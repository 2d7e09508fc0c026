import { Box, Typography } from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';

export const TOPICS = ['New bookings', 'Changes', 'Customer Service', 'Cancellations', 'Refunds', 'Disputes'] as const;

/** What the phone line helps with: a horizontally scrolling row of plain chips (no behaviour). */
export const TopicChips = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
    <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', opacity: 0.9 }}>
      We help with
    </Typography>
    <Box
      component="ul"
      aria-label="Topics we help with"
      sx={{
        display: 'flex',
        gap: 1,
        m: 0,
        p: 0,
        listStyle: 'none',
        overflowX: 'auto',
        scrollbarWidth: 'none',
        pb: 0.5,
      }}
    >
      {TOPICS.map((topic) => (
        <Box component="li" key={topic} sx={{ flexShrink: 0 }}>
          <Tag
            label={topic}
            variant="outlined"
            sx={{ color: 'inherit', borderColor: 'currentColor', fontWeight: 500 }}
          />
        </Box>
      ))}
    </Box>
  </Box>
);
