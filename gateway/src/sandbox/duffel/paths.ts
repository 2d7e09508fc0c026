import { networkOf } from './network';
import { distanceKm, sameCity } from './world';

export interface PathLeg {
  from: number;
  to: number;
  /** Operating carrier: the marketing airline or an alliance partner */
  operator: string;
}

export interface Path {
  marketing: string;
  legs: PathLeg[];
  km: number;
}

// How far a connection may stray from the great circle. When no airline has a sensible routing
// (Madrid-Barcelona: none of the 12 flies it) the search retries with the relaxed limits, as a
// Duffel search would then show Madrid-London-Barcelona.
// A pair still unjoined then gets the extended network (see network.ts).
export type PathMode = 'strict' | 'relaxed' | 'extended';

const LIMITS: Record<PathMode, { one: (km: number) => number; two: (km: number) => number }> = {
  strict: { one: (km) => km * 1.45 + 700, two: (km) => km * 1.7 + 1_200 },
  relaxed: { one: (km) => km * 4 + 3_000, two: (km) => km * 4.5 + 4_000 },
  extended: { one: (km) => km * 5 + 5_000, two: (km) => km * 5 + 10_000 },
};

// A ticket sold by an airline has at least one flight of its own.
const flownBy = (marketing: string, legs: PathLeg[]) => legs.some((leg) => leg.operator === marketing);

/**
 * The routings one airline sells from a to b: the direct flight if it has one, then the shortest
 * connections through hubs (its own, its partners' and its outstations), 45 min to 4 h apart.
 */
export const findPaths = (marketing: string, a: number, b: number, maxConnections: number, mode: PathMode = 'strict'): Path[] => {
  const network = networkOf(marketing, mode === 'extended');
  const limits = LIMITS[mode];
  const km = distanceKm(a, b);
  const paths: Path[] = [];
  const direct = network.operator(a, b);
  if (direct && flownBy(marketing, [{ from: a, to: b, operator: direct }])) {
    paths.push({ marketing, legs: [{ from: a, to: b, operator: direct }], km });
  }
  const usable = (via: number) => via !== a && via !== b && network.isConnectionPoint(via) && !sameCity(via, a) && !sameCity(via, b);

  if (maxConnections >= 1) {
    const ones: Path[] = [];
    for (const via of network.neighbours(a)) {
      if (!usable(via)) continue;
      const first = network.operator(a, via);
      const second = network.operator(via, b);
      if (!first || !second) continue;
      const total = distanceKm(a, via) + distanceKm(via, b);
      const legs = [
        { from: a, to: via, operator: first },
        { from: via, to: b, operator: second },
      ];
      if (total <= limits.one(km) && flownBy(marketing, legs)) ones.push({ marketing, legs, km: total });
    }
    ones.sort((x, y) => x.km - y.km);
    paths.push(...ones.slice(0, direct ? 3 : 6));
  }

  if (maxConnections >= 2 && paths.length < 3) {
    const twos: Path[] = [];
    const fromA = network.neighbours(a).filter(usable);
    const toB = network.neighbours(b).filter(usable);
    for (const first of fromA) {
      for (const second of toB) {
        if (first === second) continue;
        const middle = network.operator(first, second);
        if (!middle) continue;
        const total = distanceKm(a, first) + distanceKm(first, second) + distanceKm(second, b);
        if (total > limits.two(km)) continue;
        const legs = [
          { from: a, to: first, operator: network.operator(a, first) as string },
          { from: first, to: second, operator: middle },
          { from: second, to: b, operator: network.operator(second, b) as string },
        ];
        if (flownBy(marketing, legs)) twos.push({ marketing, legs, km: total });
      }
    }
    twos.sort((x, y) => x.km - y.km);
    paths.push(...twos.slice(0, 3));
  }
  return paths;
};
