import { useState } from 'react';
import {
  Box,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
  formatPrice,
  useToast,
  type FlightOffer,
  type SeatElement,
  type SeatMap,
  type SeatSelection,
} from '@portal/platform';
import { PassengerPicker, type SeatedPassenger } from './PassengerPicker';
import { SeatLegend } from '@portal/platform/seat-map';
import { SeatMapPicker } from './SeatMapPicker';
import { segmentRoute } from '../../shared/segmentRoute';
import { assignSeat, NO_SEAT, type SeatState } from './seatSelection';

interface SeatSelectorProps {
  offer: FlightOffer;
  seatMaps: SeatMap[];
  passengers: SeatedPassenger[];
  selections: SeatSelection[];
  onChange: (selections: SeatSelection[]) => void;
}

const LEGEND: [SeatState, string][] = [
  ['available', 'Free'],
  ['paid', 'Paid seat'],
  ['mine', 'Selected'],
  ['other', 'Another passenger'],
  ['taken', 'Taken'],
];

/** The tab's second line: the seats chosen on that flight, or that none is. */
const seatsLine = (selections: SeatSelection[], segmentId: string): string => {
  const designators = selections
    .filter((selection) => selection.segmentId === segmentId)
    .map((selection) => selection.designator);
  if (designators.length === 0) return NO_SEAT;
  return `${designators.length === 1 ? 'Seat' : 'Seats'} ${designators.join(', ')}`;
};

/** A tab per segment, the passenger being seated, and that segment's selectable map. */
export const SeatSelector = ({ offer, seatMaps, passengers, selections, onChange }: SeatSelectorProps) => {
  const { toast } = useToast();
  const [tab, setTab] = useState(0);
  const [passengerId, setPassengerId] = useState(passengers[0]?.id ?? '');
  const seatMap = seatMaps[Math.min(tab, seatMaps.length - 1)]!;
  const nameOf = (id: string) => passengers.find((passenger) => passenger.id === id)?.name ?? 'another passenger';
  const seatOf = (id: string) =>
    selections.find((selection) => selection.segmentId === seatMap.segment_id && selection.passengerId === id)
      ?.designator;

  // Each flight starts with the first passenger, as the first flight did.
  const showFlight = (index: number) => {
    setTab(index);
    setPassengerId(passengers[0]?.id ?? '');
  };

  const select = (seat: SeatElement) => {
    const next = assignSeat(selections, seatMap.segment_id, passengerId, seat);
    if (!next) return;
    onChange(next);
    const chosen = next.find(
      (selection) => selection.segmentId === seatMap.segment_id && selection.passengerId === passengerId,
    );
    if (chosen) {
      const price = Number(chosen.amount) > 0 ? ` (${formatPrice(chosen.amount, chosen.currency)})` : '';
      toast({ title: 'Seat Selected', description: `Seat ${chosen.designator} for ${nameOf(passengerId)}${price}` });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        {seatMaps.length > 1 && (
          <Tabs
            value={tab}
            onChange={(_event, value: number) => showFlight(value)}
            variant="scrollable"
            aria-label="Flights"
          >
            {seatMaps.map((map, index) => {
              const route = segmentRoute(offer, map.segment_id, index);
              const line = seatsLine(selections, map.segment_id);
              return (
                <Tab
                  key={map.id}
                  aria-label={`${route}, ${line}`}
                  label={
                    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                      {route}
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ textTransform: 'none', color: line === NO_SEAT ? 'text.secondary' : 'inherit' }}
                      >
                        {line}
                      </Typography>
                    </Box>
                  }
                />
              );
            })}
          </Tabs>
        )}
        <PassengerPicker passengers={passengers} selectedId={passengerId} seatOf={seatOf} onSelect={setPassengerId} />
        <SeatLegend entries={LEGEND} />
        <section aria-label={`Seat map ${segmentRoute(offer, seatMap.segment_id, tab)}`}>
          <SeatMapPicker
            seatMap={seatMap}
            passengerId={passengerId}
            selections={selections}
            nameOf={nameOf}
            onSelect={select}
          />
        </section>
      </Stack>
    </Paper>
  );
};
