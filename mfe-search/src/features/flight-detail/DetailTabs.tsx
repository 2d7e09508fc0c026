import { useState } from 'react';
import { Box, Paper, Tab, Tabs, type FlightOffer } from '@portal/platform';
import { FareRulesTab } from './FareRulesTab';
import { FlightDetailsTab } from './FlightDetailsTab';
import { SeatMapsTab } from './SeatMapsTab';

const TABS = [
  { id: 'details', label: 'Flight Details', Panel: FlightDetailsTab },
  { id: 'fare-rules', label: 'Fare Rules', Panel: FareRulesTab },
  { id: 'seat-maps', label: 'Seat Maps', Panel: SeatMapsTab },
] as const;

/** Flight Details, Fare Rules and Seat Maps; only the open panel is mounted (seat maps load on opening). */
export const DetailTabs = ({ offer }: { offer: FlightOffer }) => {
  const [current, setCurrent] = useState(0);
  const { id, Panel } = TABS[current] ?? TABS[0];

  return (
    <Paper variant="outlined">
      <Tabs
        value={current}
        onChange={(_event, index: number) => setCurrent(index)}
        variant="fullWidth"
        aria-label="Flight information"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            label={tab.label}
            id={`detail-tab-${tab.id}`}
            aria-controls={`detail-panel-${tab.id}`}
            value={index}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`detail-panel-${id}`} aria-labelledby={`detail-tab-${id}`} sx={{ p: { xs: 2, md: 3 } }}>
        <Panel offer={offer} />
      </Box>
    </Paper>
  );
};
