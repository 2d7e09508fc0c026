// Module-level aliases: inside jest's vm context every global lookup (Math...) costs ~100 ns,
// which made hashing 30 times slower under test than in production.
const { imul, floor } = Math;

/** cyrb53: a fast, well-mixed 53-bit string hash (public domain). */
export const hash53 = (text: string, seed = 0): number => {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = imul(h1 ^ ch, 2654435761);
    h2 = imul(h2 ^ ch, 1597334677);
  }
  h1 = imul(h1 ^ (h1 >>> 16), 2246822507) ^ imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = imul(h2 ^ (h2 >>> 16), 2246822507) ^ imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
};

export interface Random {
  /** [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  /** float in [min, max) */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: T[]): T[];
}

/** mulberry32 seeded from a hash of the parts: the same parts always give the same sequence. */
export const seededRandom = (...parts: (string | number)[]): Random => {
  let state = hash53(parts.join('|')) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(0, i);
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
  };
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Duffel-looking id (`seg_0000Aa...`) derived from a seed: stable for the same seed. */
export const derivedId = (prefix: string, seed: string): string => {
  let body = '';
  for (let round = 0; body.length < 22; round++) {
    let value = hash53(seed, round);
    for (let i = 0; i < 8; i++) {
      body += ALPHABET[value % 62];
      value = floor(value / 62);
    }
  }
  return `${prefix}_0000${body.slice(0, 18)}`;
};
