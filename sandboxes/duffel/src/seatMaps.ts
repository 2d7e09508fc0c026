import { profileOf } from './airlineProfiles';
import type { CabinClass, SeatMap, SeatMapCabin, SeatMapCabinRow, SeatMapCabinRowSectionElement } from './duffelTypes';
import type { FareTier } from './fares';
import type { StoredOffer } from './offerStore';
import { derivedId, hash53, seededRandom } from './random';
import type { SandboxIds } from './sandboxIds';
import type { ScheduledLeg } from './schedule';
import { layoutFor, type CabinLayout } from './seatLayouts';

const EXIT_DISCLOSURES = [
  'Passengers seated in an exit row must be at least 15 years old and willing and able to assist in an emergency.',
  'Exit row seats cannot be assigned to passengers travelling with an infant.',
];

interface SeatContext {
  leg: ScheduledLeg;
  passengerCabin: CabinClass;
  tier: FareTier;
  /** Passenger index and id of each passenger who takes a seat, and whether a child */
  seated: { index: number; id: string; child: boolean }[];
  serviceId: (passenger: number, row: number, column: string) => string;
}

/** Seat prices in cents: paid extra legroom and front rows, free seats at the back (and on flexible fares). */
const seatPriceCents = (
  context: SeatContext,
  layout: CabinLayout,
  row: number,
  middle: boolean,
  exit: boolean,
): number => {
  if (layout.cabin !== 'economy') return 0;
  const km = context.leg.km;
  const base = km < 1_500 ? 15 : km < 5_000 ? 25 : 40;
  const position = row - layout.firstRow;
  const ultraLowCost = ['F9', 'NK'].includes(context.leg.operator);
  if (exit || position === 0) return (km < 1_500 ? 45 : km < 5_000 ? 75 : 110) * 100;
  if (position < 5) return Math.round(base * 1.6 * (middle ? 0.8 : 1)) * 100;
  if (context.tier === 2 && !ultraLowCost) return 0;
  if (position > layout.rows * 0.66) return middle && !ultraLowCost ? 0 : Math.round(base * 0.8) * 100;
  return Math.round(base * (middle ? 0.7 : 1)) * 100;
};

const seatElement = (
  context: SeatContext,
  layout: CabinLayout,
  row: number,
  letter: string,
  section: (string | null)[],
): SeatMapCabinRowSectionElement => {
  const exit = layout.exitRows.includes(row);
  const designator = `${row}${letter}`;
  const taken = seededRandom(
    'seat',
    context.leg.operator,
    context.leg.operatingNumber,
    context.leg.departUtc,
    designator,
  ).chance(exit ? 0.45 : 0.3);
  const middle = section.length === 3 && section[1] === letter;
  const cents = seatPriceCents(context, layout, row, middle, exit);
  const open = !taken && layout.cabin === context.passengerCabin;
  const extraLegroom = layout.cabin === 'economy' && row === layout.firstRow;
  return {
    type: 'seat',
    designator,
    ...(exit ? { name: 'Exit row seat' } : extraLegroom ? { name: 'Extra legroom seat' } : {}),
    disclosures: exit ? EXIT_DISCLOSURES : [],
    available_services: open
      ? context.seated
          .filter((passenger) => !(exit && passenger.child))
          .map((passenger) => ({
            id: context.serviceId(passenger.index, row, letter),
            passenger_id: passenger.id,
            total_amount: (cents / 100).toFixed(2),
            total_currency: 'USD',
          }))
      : [],
  };
};

const facilityRow = (sections: number, front: boolean): SeatMapCabinRow => ({
  sections: Array.from({ length: sections }, (_, i) => ({
    elements: [
      { type: i === 0 || i === sections - 1 ? (front && i === 0 ? 'galley' : 'lavatory') : front ? 'empty' : 'galley' },
    ],
  })),
});

const cabinOf = (context: SeatContext, layout: CabinLayout, front: boolean, back: boolean): SeatMapCabin => {
  const rows: SeatMapCabinRow[] = [];
  const wings: number[] = [];
  if (front) rows.push(facilityRow(layout.sections.length, true));
  for (let row = layout.firstRow; row < layout.firstRow + layout.rows; row++) {
    if (layout.exitRows.includes(row))
      rows.push({ sections: layout.sections.map(() => ({ elements: [{ type: 'exit_row' }] })) });
    if (layout.wings && (row === layout.wings[0] || row === layout.wings[1])) wings.push(rows.length);
    rows.push({
      sections: layout.sections.map((section) => ({
        elements: section.map((letter) =>
          letter ? seatElement(context, layout, row, letter, section) : { type: 'empty' as const },
        ),
      })),
    });
  }
  if (back) rows.push(facilityRow(layout.sections.length, false));
  return {
    deck: layout.deck,
    cabin_class: layout.cabin,
    aisles: layout.sections.length - 1,
    wings: wings.length === 2 ? { first_row_index: wings[0] as number, last_row_index: wings[1] as number } : null,
    rows,
  };
};

/**
 * One seat map per flight of the offer, as Duffel gives them. Southwest has open seating and
 * some regional flights sell no seats ahead: then the list is empty, as Duffel's is.
 */
export const seatMapsFor = (stored: StoredOffer, ids: SandboxIds): SeatMap[] => {
  const { generated, index } = stored;
  const offer = generated.offers[index];
  const plan = generated.plans[index];
  if (!offer || !plan || !profileOf(plan.marketing).seatMaps) return [];
  const legs = plan.options.flatMap((option) => option.legs);
  const regional = legs.some((leg) => leg.aircraft.body === 'regional');
  if (regional && hash53(legs.map((leg) => `${leg.operatingNumber}@${leg.departUtc}`).join()) % 2 === 0) return [];
  const seated = offer.passengers
    .map((passenger, i) => ({
      index: i,
      id: passenger.id,
      child: passenger.type === 'child',
      infant: passenger.type === 'infant_without_seat',
    }))
    .filter((passenger) => !passenger.infant);
  let segmentNumber = 0;
  return plan.options.flatMap((option, s) =>
    option.legs.map((leg, g) => {
      const segment = segmentNumber++;
      const segmentId = offer.slices[s]?.segments[g]?.id ?? '';
      const context: SeatContext = {
        leg,
        passengerCabin: option.cabins[g] ?? 'economy',
        tier: plan.tier,
        seated,
        serviceId: (passenger, row, column) =>
          ids.serviceId(generated.search, index, { kind: 'seat', passenger, segment, row, column }),
      };
      // Duffel orders cabins by deck, then front to back.
      const layouts = layoutFor(leg.operator, leg.aircraft).sort((x, y) => x.deck - y.deck);
      const cabins = layouts.map((layout, i) =>
        cabinOf(
          context,
          layout,
          i === 0 || layout.deck !== layouts[i - 1]?.deck,
          i === layouts.length - 1 || layout.deck !== layouts[i + 1]?.deck,
        ),
      );
      return { id: derivedId('sea', segmentId), slice_id: offer.slices[s]?.id ?? '', segment_id: segmentId, cabins };
    }),
  );
};
