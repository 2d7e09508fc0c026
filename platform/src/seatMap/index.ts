/**
 * The seat map kit: the search detail shows a segment's seats, the booking page lets the
 * traveller choose them, with the same looks, marks and legend. A subpath of its own, loaded
 * only by those two pages; MUI comes from the shared platform entry.
 */
export {
  SEAT_LOOKS,
  SEAT_MARKS,
  cabinLabel,
  isExitRow,
  seatFaceText,
  type SeatLook,
  type SeatPrice,
  type SeatRow,
} from './seatLooks';
export { SELECTABLE_SEAT_SIZE, SHOWN_SEAT_SIZE, SelectableSeat, ShownSeat } from './seats';
export { SeatLegend } from './SeatLegend';
export { SeatCabins, type SeatMapMode } from './SeatCabins';
