import { profileOf } from './airlineProfiles';
import { networkOf, type MarketingNetwork } from './network';
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
  /** A last-resort routing (extended network): its partner flights are timed to connect */
  timed: boolean;
}

/** No itinerary flies more than this times the origin-destination great circle. */
export const DETOUR_LIMIT = 1.6;

// 'strict': the airlines' own networks, connecting at a hub of an operating carrier. 'extended':
// the last resort for a pair nothing joins that way (see network.ts); still within the bound.
export type PathMode = 'strict' | 'extended';

// A ticket sold by an airline has at least one flight of its own.
const flownBy = (marketing: string, legs: PathLeg[]) => legs.some((leg) => leg.operator === marketing);

const hubOf = (operator: string, airport: number) => profileOf(operator).hubIndexes.has(airport);

/** A connection is made at a hub of the airline flying in or out of it (outstations too, as a last resort). */
const connectsAt = (network: MarketingNetwork, mode: PathMode, via: number, before: string, after: string) =>
  hubOf(before, via) || hubOf(after, via) || (mode === 'extended' && network.isConnectionPoint(via));

/**
 * The routings one airline sells from a to b: the direct flight if it has one, then the shortest
 * connections through hubs within the detour bound; two connections only when it has nothing
 * shorter (nobody sells New York-Philadelphia-Washington-London next to a nonstop).
 */
export const findPaths = (
  marketing: string,
  a: number,
  b: number,
  maxConnections: number,
  mode: PathMode = 'strict',
): Path[] => {
  const network = networkOf(marketing, mode === 'extended');
  const km = distanceKm(a, b);
  const limit = km * DETOUR_LIMIT;
  const timed = mode === 'extended';
  const paths: Path[] = [];
  const direct = network.operator(a, b);
  if (direct && flownBy(marketing, [{ from: a, to: b, operator: direct }])) {
    paths.push({ marketing, legs: [{ from: a, to: b, operator: direct }], km, timed });
  }
  const usable = (via: number) => via !== a && via !== b && !sameCity(via, a) && !sameCity(via, b);

  if (maxConnections >= 1) {
    const ones: Path[] = [];
    for (const via of network.neighbours(a)) {
      if (!usable(via)) continue;
      const total = distanceKm(a, via) + distanceKm(via, b);
      if (total > limit) continue;
      const first = network.operator(a, via);
      const second = network.operator(via, b);
      if (!first || !second || !connectsAt(network, mode, via, first, second)) continue;
      const legs = [
        { from: a, to: via, operator: first },
        { from: via, to: b, operator: second },
      ];
      if (flownBy(marketing, legs)) ones.push({ marketing, legs, km: total, timed });
    }
    ones.sort((x, y) => x.km - y.km);
    paths.push(...ones.slice(0, direct ? 3 : 6));
  }

  // The extended network's thin legs often fail to connect: it keeps a few two-stop routings too.
  if (maxConnections >= 2 && paths.length < (mode === 'extended' ? 3 : 1)) {
    const twos: Path[] = [];
    const fromA = network.neighbours(a).filter((via) => usable(via) && distanceKm(a, via) < limit);
    const toB = network.neighbours(b).filter((via) => usable(via) && distanceKm(via, b) < limit);
    for (const first of fromA) {
      for (const second of toB) {
        if (first === second) continue;
        const total = distanceKm(a, first) + distanceKm(first, second) + distanceKm(second, b);
        if (total > limit) continue;
        const middle = network.operator(first, second);
        if (!middle) continue;
        const legs = [
          { from: a, to: first, operator: network.operator(a, first) as string },
          { from: first, to: second, operator: middle },
          { from: second, to: b, operator: network.operator(second, b) as string },
        ];
        const [one, two, three] = legs as [PathLeg, PathLeg, PathLeg];
        if (
          !connectsAt(network, mode, first, one.operator, two.operator) ||
          !connectsAt(network, mode, second, two.operator, three.operator)
        )
          continue;
        if (flownBy(marketing, legs)) twos.push({ marketing, legs, km: total, timed });
      }
    }
    twos.sort((x, y) => x.km - y.km);
    paths.push(...twos.slice(0, 3));
  }
  return paths;
};
