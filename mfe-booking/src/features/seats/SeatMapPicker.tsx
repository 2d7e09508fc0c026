import { Box, Stack, Typography, type SeatElement, type SeatMap, type SeatSelection } from '@portal/platform';
import { SEAT_SIZE, SelectableSeat } from './SelectableSeat';
import { seatDescription, seatState, selectionAt } from './seatSelection';

const CABIN_LABELS: Record<string, string> = { economy: 'Economy', premium_economy: 'Premium Economy', business: 'Business', first: 'First Class' };

interface SeatMapPickerProps {
  seatMap: SeatMap;
  passengerId: string | undefined;
  selections: SeatSelection[];
  /** The name of whoever holds a seat, by the offer's passenger id. */
  nameOf: (passengerId: string) => string;
  onSelect: (seat: SeatElement) => void;
}

/** One segment's cabins, row by row, with an aisle between sections; every seat selectable for the passenger being seated. */
export const SeatMapPicker = ({ seatMap, passengerId, selections, nameOf, onSelect }: SeatMapPickerProps) => (
  <Stack spacing={2}>
    {seatMap.cabins.map((cabin, cabinIndex) => (
      <Box key={`${cabin.cabin_class}-${cabin.deck}-${cabinIndex}`}>
        <Typography variant="overline" component="h4" sx={{ color: 'text.secondary' }}>
          {CABIN_LABELS[cabin.cabin_class] ?? cabin.cabin_class}
          {cabin.deck > 0 ? ' · Upper deck' : ''}
        </Typography>
        <Box sx={{ overflowX: 'auto', pb: 1 }}>
          <Stack spacing={0.5} sx={{ width: 'max-content', mx: 'auto' }}>
            {cabin.rows.map((row, rowIndex) => (
              <Stack key={row.number ?? `row-${rowIndex}`} direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="group" aria-label={`Row ${row.number ?? ''}`}>
                <Typography variant="caption" sx={{ width: 20, textAlign: 'right', color: 'text.secondary' }}>
                  {row.number ?? ''}
                </Typography>
                {row.sections.map((section, sectionIndex) => (
                  <Stack key={sectionIndex} direction="row" spacing={0.5} sx={{ pl: sectionIndex > 0 ? 3 : 0 }}>
                    {section.elements
                      .filter((element) => element.type !== 'exit_row')
                      .map((element, position) => {
                        if (element.type !== 'seat') return <Box key={`${element.type}-${position}`} sx={{ width: SEAT_SIZE, height: SEAT_SIZE }} title={element.type.replace('_', ' ')} />;
                        const state = seatState(element, seatMap.segment_id, passengerId, selections);
                        const holder = selectionAt(selections, seatMap.segment_id, element.designator);
                        const description = seatDescription(element, state, passengerId, holder && nameOf(holder.passengerId));
                        return <SelectableSeat key={element.designator ?? position} seat={element} state={state} passengerId={passengerId} description={description} onSelect={onSelect} />;
                      })}
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        </Box>
      </Box>
    ))}
  </Stack>
);
