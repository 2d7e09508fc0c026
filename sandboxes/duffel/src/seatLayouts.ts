import { cabinsOf, type AircraftType } from './aircraft';
import type { CabinClass } from './duffelTypes';

/** Seat letters per section, left to right; null is a blocked middle seat (European business). */
export type Sections = (string | null)[][];

export interface CabinLayout {
  cabin: CabinClass;
  deck: 0 | 1;
  firstRow: number;
  rows: number;
  sections: Sections;
  /** Row numbers behind an emergency exit (extra legroom) */
  exitRows: number[];
  /** Overwing row numbers, first and last */
  wings: [number, number] | null;
}

const S = {
  narrow33: [
    ['A', 'B', 'C'],
    ['D', 'E', 'F'],
  ],
  narrow22: [
    ['A', 'C'],
    ['D', 'F'],
  ],
  euroBusiness: [
    ['A', null, 'C'],
    ['D', null, 'F'],
  ],
  a220: [
    ['A', 'C'],
    ['D', 'E', 'F'],
  ],
  regionalFirst: [['A'], ['C', 'D']],
  wide121: [['A'], ['E', 'F'], ['K']],
  wide232: [
    ['A', 'C'],
    ['D', 'E', 'F'],
    ['H', 'K'],
  ],
  wide242: [
    ['A', 'C'],
    ['D', 'E', 'F', 'G'],
    ['H', 'K'],
  ],
  wide333: [
    ['A', 'B', 'C'],
    ['D', 'E', 'F'],
    ['H', 'J', 'K'],
  ],
  wide343: [
    ['A', 'B', 'C'],
    ['D', 'E', 'F', 'G'],
    ['H', 'J', 'K'],
  ],
} satisfies Record<string, Sections>;

interface Plan {
  sections: Partial<Record<CabinClass, Sections>>;
  rows: Partial<Record<CabinClass, number>>;
  upperDeck?: CabinClass[];
}

const NARROW_ROWS: Record<string, number> = {
  '320': 24,
  '32N': 26,
  '321': 30,
  '32Q': 31,
  '738': 27,
  '7M8': 28,
  '739': 30,
  '7M9': 30,
  '752': 30,
  '223': 22,
};

const planFor = (operator: string, type: AircraftType): Plan => {
  if (type.body === 'regional') {
    return {
      sections: { first: S.regionalFirst, business: S.regionalFirst, premium_economy: S.narrow22, economy: S.narrow22 },
      rows: { first: 3, business: 3, premium_economy: 4, economy: 13 },
    };
  }
  if (type.body === 'narrow') {
    const seats = type.iata === '223' ? S.a220 : S.narrow33;
    const european = !['AA', 'DL', 'UA', 'AS', 'B6'].includes(operator);
    return {
      sections: {
        first: S.narrow22,
        business: european ? S.euroBusiness : S.narrow22,
        premium_economy: seats,
        economy: seats,
      },
      rows: { first: 4, business: european ? 5 : 4, premium_economy: 4, economy: (NARROW_ROWS[type.iata] ?? 26) - 6 },
    };
  }
  const tenAbreast = ['77W', '748', '388'].includes(type.iata);
  return {
    sections: {
      first: S.wide121,
      business: S.wide121,
      premium_economy: type.iata.startsWith('78') || type.iata === '388' ? S.wide232 : S.wide242,
      economy: tenAbreast ? S.wide343 : type.iata.startsWith('33') ? S.wide242 : S.wide333,
    },
    rows: {
      first: 2,
      business: tenAbreast ? 10 : 8,
      premium_economy: 4,
      economy: type.iata === '388' ? 36 : tenAbreast ? 32 : 28,
    },
    upperDeck: type.iata === '388' ? ['business', 'premium_economy'] : undefined,
  };
};

/** The cabins of this airline's aircraft, front to back, rows numbered on from one cabin to the next. */
export const layoutFor = (operator: string, type: AircraftType): CabinLayout[] => {
  const plan = planFor(operator, type);
  let nextRow = 1;
  return cabinsOf(operator, type).map((cabin) => {
    const rows = plan.rows[cabin] ?? 10;
    const firstRow = nextRow;
    nextRow += rows + (type.body === 'wide' ? 2 : 0);
    const economy = cabin === 'economy';
    const exitRows = economy
      ? type.body === 'wide'
        ? [firstRow, firstRow + Math.floor(rows / 2)]
        : [firstRow + Math.floor(rows * 0.35), firstRow + Math.floor(rows * 0.35) + 1]
      : [];
    const wings: [number, number] | null = economy
      ? [firstRow + Math.max(0, Math.floor(rows * 0.2)), firstRow + Math.floor(rows * 0.55)]
      : null;
    return {
      cabin,
      deck: plan.upperDeck?.includes(cabin) ? 1 : 0,
      firstRow,
      rows,
      sections: plan.sections[cabin] ?? S.narrow33,
      exitRows,
      wings,
    };
  });
};
