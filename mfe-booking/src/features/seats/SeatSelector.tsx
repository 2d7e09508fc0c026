import { useState } from 'react';
import { Paper, Stack, Tab, Tabs, formatPrice, useToast, type FlightOffer, type SeatElement, type SeatMap, type SeatSelection } from '@portal/platform';
import { PassengerPicker, type SeatedPassenger } from './PassengerPicker';
import { SeatLegend } from './SeatLegend';
import { SeatMapPicker } from './SeatMapPicker';
import { assignSeat } from './seatSelection';

interface SeatSelectorProps {
  offer: FlightOffer;
  seatMaps: SeatMap[];
  passengers: SeatedPassenger[];
  selections: SeatSelection[];
  onChange: (selections: SeatSelection[]) => void;
}

const segmentTitle = (offer: FlightOffer, segmentId: string, index: number): string => {
  const segment = offer.slices.flatMap((slice) => slice.segments).find((candidate) => candidate.id === segmentId);
  return segment ? `${segment.origin.iata_code} → ${segment.destination.iata_code}` : `Flight ${index + 1}`;
};

/** A tab per segment, the passenger being seated, and that segment's selectable map. */
export const SeatSelector = ({ offer, seatMaps, passengers, selections, onChange }: SeatSelectorProps) => {
  const { toast } = useToast();
  const [tab, setTab] = useState(0);
  const [passengerId, setPassengerId] = useState(passengers[0]?.id ?? '');
  const seatMap = seatMaps[Math.min(tab, seatMaps.length - 1)]!;
  const nameOf = (id: string) => passengers.find((passenger) => passenger.id === id)?.name ?? 'another passenger';
  const seatOf = (id: string) => selections.find((selection) => selection.segmentId === seatMap.segment_id && selection.passengerId === id)?.designator;

  // Each flight starts with the first passenger, as the first flight did.
  const showFlight = (index: number) => {
    setTab(index);
    setPassengerId(passengers[0]?.id ?? '');
  };

  const select = (seat: SeatElement) => {
    const next = assignSeat(selections, seatMap.segment_id, passengerId, seat);
    if (!next) return;
    onChange(next);
    const chosen = next.find((selection) => selection.segmentId === seatMap.segment_id && selection.passengerId === passengerId);
    if (chosen) {
      const price = Number(chosen.amount) > 0 ? ` (${formatPrice(chosen.amount, chosen.currency)})` : '';
      toast({ title: 'Seat Selected', description: `Seat ${chosen.designator} for ${nameOf(passengerId)}${price}` });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        {seatMaps.length > 1 && (
          <Tabs value={tab} onChange={(_event, value: number) => showFlight(value)} variant="scrollable" aria-label="Flights">
            {seatMaps.map((map, index) => (
              <Tab key={map.id} label={segmentTitle(offer, map.segment_id, index)} />
            ))}
          </Tabs>
        )}
        <PassengerPicker passengers={passengers} selectedId={passengerId} seatOf={seatOf} onSelect={setPassengerId} />
        <SeatLegend />
        <section aria-label={`Seat map ${segmentTitle(offer, seatMap.segment_id, tab)}`}>
          <SeatMapPicker seatMap={seatMap} passengerId={passengerId} selections={selections} nameOf={nameOf} onSelect={select} />
        </section>
      </Stack>
    </Paper>
  );
};
