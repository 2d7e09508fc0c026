import { Box, Stack, Typography, type SeatElement, type SeatMap } from '@portal/platform';
import { SEAT_SIZE, SeatButton } from './SeatButton';
import { isExitRow } from './seatStatus';

type Row = SeatMap['cabins'][number]['rows'][number];

const SHORT_NAMES: Partial<Record<SeatElement['type'], string>> = { lavatory: 'WC', galley: 'G', closet: 'C', bassinet: 'B', stairs: 'S' };

const Element = ({ element }: { element: SeatElement }) => {
  if (element.type === 'seat') return <SeatButton seat={element} />;
  const short = SHORT_NAMES[element.type];
  return (
    <Box
      title={element.type.replace('_', ' ')}
      sx={{ width: SEAT_SIZE, height: SEAT_SIZE, display: 'grid', placeItems: 'center', fontSize: 10, color: 'text.secondary', bgcolor: short ? 'action.hover' : 'transparent', borderRadius: 1 }}
    >
      {short}
    </Box>
  );
};

/** The EXIT mark at either end of a row; an empty slot of the same width keeps other rows aligned. */
const ExitSlot = ({ exit }: { exit: boolean }) => (
  <Typography variant="caption" aria-hidden sx={{ width: 26, textAlign: 'center', color: 'error.dark', fontWeight: 700, fontSize: 9, flexShrink: 0 }}>
    {exit ? 'EXIT' : ''}
  </Typography>
);

/**
 * One row of a cabin: its number, the sections with an aisle between them, exit rows marked.
 * Duffel puts exit_row elements inside the end sections; they are drawn in the end slots
 * instead, so every row's seats line up.
 */
export const SeatRow = ({ row }: { row: Row }) => {
  const exit = isExitRow(row);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', py: 0.25, borderRadius: 1, bgcolor: exit ? 'action.hover' : 'transparent' }}
      data-testid="seat-row"
      data-exit-row={exit || undefined}
      aria-label={exit ? `Row ${row.number ?? ''} (exit row)` : `Row ${row.number ?? ''}`}
      role="group"
    >
      <ExitSlot exit={exit} />
      <Typography variant="caption" sx={{ width: 20, textAlign: 'right', color: 'text.secondary' }}>
        {row.number ?? ''}
      </Typography>
      {row.sections.map((section, index) => (
        <Stack key={index} direction="row" spacing={0.5} sx={{ pl: index > 0 ? 3 : 0 }} data-testid="seat-section">
          {section.elements
            .filter((element) => element.type !== 'exit_row')
            .map((element, position) => (
              <Element key={element.designator ?? `${element.type}-${position}`} element={element} />
            ))}
        </Stack>
      ))}
      <ExitSlot exit={exit} />
    </Stack>
  );
};
