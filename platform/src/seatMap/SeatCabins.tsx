import { Fragment, type ReactNode } from 'react';
import { Box, Stack, Typography, type SeatElement, type SeatMap } from '@portal/platform';
import { cabinLabel, isExitRow, type SeatRow } from './seatLooks';
import { SELECTABLE_SEAT_SIZE, SHOWN_SEAT_SIZE } from './seats';

/**
 * 'show': the search detail's read-only map, which marks exit rows (EXIT at both ends, a shaded
 * row, '(exit row)' in the row's name) and labels lavatories, galleys and the like.
 * 'select': the booking page's map, compact, with larger seats to click.
 */
export type SeatMapMode = 'show' | 'select';

const FACILITY_SHORT_NAMES: Partial<Record<SeatElement['type'], string>> = {
  lavatory: 'WC',
  galley: 'G',
  closet: 'C',
  bassinet: 'B',
  stairs: 'S',
};

const Facility = ({ element, mode }: { element: SeatElement; mode: SeatMapMode }) => {
  const title = element.type.replace('_', ' ');
  if (mode === 'select')
    return <Box sx={{ width: SELECTABLE_SEAT_SIZE, height: SELECTABLE_SEAT_SIZE }} title={title} />;
  const short = FACILITY_SHORT_NAMES[element.type];
  return (
    <Box
      title={title}
      sx={{
        width: SHOWN_SEAT_SIZE,
        height: SHOWN_SEAT_SIZE,
        display: 'grid',
        placeItems: 'center',
        fontSize: 10,
        color: 'text.secondary',
        bgcolor: short ? 'action.hover' : 'transparent',
        borderRadius: 1,
      }}
    >
      {short}
    </Box>
  );
};

/** The EXIT mark at either end of a row; an empty slot of the same width keeps other rows aligned. */
const ExitSlot = ({ exit }: { exit: boolean }) => (
  <Typography
    variant="caption"
    aria-hidden
    sx={{ width: 26, textAlign: 'center', color: 'error.dark', fontWeight: 700, fontSize: 9, flexShrink: 0 }}
  >
    {exit ? 'EXIT' : ''}
  </Typography>
);

interface RowProps {
  row: SeatRow;
  mode: SeatMapMode;
  renderSeat: (seat: SeatElement) => ReactNode;
}

/**
 * One row of a cabin: its number, the sections with an aisle between them. Duffel puts exit_row
 * elements inside the end sections; they are drawn in the end slots instead (or not at all when
 * selecting), so every row's seats line up.
 */
const CabinRow = ({ row, mode, renderSeat }: RowProps) => {
  const exit = mode === 'show' && isExitRow(row);
  const name = `Row ${row.number ?? ''}`;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={
        mode === 'show'
          ? { alignItems: 'center', py: 0.25, borderRadius: 1, bgcolor: exit ? 'action.hover' : 'transparent' }
          : { alignItems: 'center' }
      }
      data-testid="seat-row"
      data-exit-row={exit || undefined}
      aria-label={exit ? `${name} (exit row)` : name}
      role="group"
    >
      {mode === 'show' && <ExitSlot exit={exit} />}
      <Typography variant="caption" sx={{ width: 20, textAlign: 'right', color: 'text.secondary' }}>
        {row.number ?? ''}
      </Typography>
      {row.sections.map((section, index) => (
        <Stack key={index} direction="row" spacing={0.5} sx={{ pl: index > 0 ? 3 : 0 }} data-testid="seat-section">
          {section.elements
            .filter((element) => element.type !== 'exit_row')
            .map((element, position) => (
              <Fragment key={element.designator ?? `${element.type}-${position}`}>
                {element.type === 'seat' ? renderSeat(element) : <Facility element={element} mode={mode} />}
              </Fragment>
            ))}
        </Stack>
      ))}
      {mode === 'show' && <ExitSlot exit={exit} />}
    </Stack>
  );
};

interface SeatCabinsProps {
  seatMap: SeatMap;
  mode: SeatMapMode;
  /** A seat's button: ShownSeat or SelectableSeat with the look, price and name the page gives it. */
  renderSeat: (seat: SeatElement) => ReactNode;
}

/** One segment's cabins, each under its class (and deck), row by row. */
export const SeatCabins = ({ seatMap, mode, renderSeat }: SeatCabinsProps) => (
  <>
    {seatMap.cabins.map((cabin, index) => (
      <Box key={`${cabin.cabin_class}-${cabin.deck}-${index}`}>
        <Typography variant="overline" component="h4" sx={{ color: 'text.secondary' }}>
          {cabinLabel(cabin.cabin_class)}
          {cabin.deck > 0 ? ' · Upper deck' : ''}
        </Typography>
        <Box sx={{ overflowX: 'auto', pb: 1 }}>
          <Stack
            spacing={mode === 'show' ? 0.25 : 0.5}
            sx={{ width: 'max-content', mx: 'auto' }}
            data-testid="seat-grid"
          >
            {cabin.rows.map((row, rowIndex) => (
              <CabinRow key={row.number ?? `row-${rowIndex}`} row={row} mode={mode} renderSeat={renderSeat} />
            ))}
          </Stack>
        </Box>
      </Box>
    ))}
  </>
);
