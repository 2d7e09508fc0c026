import fc from 'fast-check';

type Path = (string | number)[];
type Node = Record<string | number, unknown>;

/** Every place a value sits inside an answer (object keys and array indexes), the answer itself left out. */
const pathsInside = (value: unknown, path: Path = []): Path[] => {
  if (typeof value !== 'object' || value === null) return [];
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return children.flatMap(([key, child]) => [[...path, key], ...pathsInside(child, [...path, key])]);
};

/** Valid answers with one field (top-level) replaced by an odd value, removed, or an extra field added. */
export const withOneFieldAltered = (
  valid: readonly [Record<string, unknown>, ...Record<string, unknown>[]],
  oddValue: fc.Arbitrary<unknown>,
) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.constantFrom(...Object.keys(valid[0]), 'extra'), oddValue, fc.boolean())
    .map(([answer, key, replacement, remove]) => {
      const copy: Record<string, unknown> = { ...answer };
      if (remove) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });

/**
 * Valid JSON answers with one value anywhere inside (a nested field, an array item) replaced by an
 * odd value or removed, or an odd field or item added beside it.
 */
export const withOneValueAlteredInside = (valid: readonly [unknown, ...unknown[]], oddValue: fc.Arbitrary<unknown>) =>
  fc
    .tuple(fc.constantFrom(...valid), fc.nat(), oddValue, fc.constantFrom('replace', 'remove', 'add'))
    .map(([answer, pick, odd, how]) => {
      const copy = JSON.parse(JSON.stringify(answer)) as unknown;
      const paths = pathsInside(copy);
      const path = paths[pick % paths.length];
      if (!path) return copy;
      const key = path[path.length - 1]!;
      const parent = path.slice(0, -1).reduce<Node>((node, step) => node[step] as Node, copy as Node);
      if (how === 'replace') parent[key] = odd;
      else if (how === 'add') {
        if (Array.isArray(parent)) parent.push(odd);
        else parent.extra = odd;
      } else if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      return copy;
    });

/** Values one step from `value`: what a broken answer most likely holds where `value` was. */
const nearMisses = (value: unknown): unknown[] => {
  if (typeof value === 'number') return [value - 1, value + 1, value + 0.5, -1, 0, 2 ** 53, String(value), null];
  if (typeof value === 'string')
    return ['', `${value}X`, value.slice(1), value.toLowerCase(), `${value}.5`, ` ${value}`, 1, null, {}];
  if (typeof value === 'boolean') return [!value, String(value), 0, null];
  if (value === null) return ['', 'x', 0, false, {}, []];
  if (Array.isArray(value)) return [[], {}, null, 'x'];
  return [{}, [], null, 'x'];
};

/**
 * Every answer one step from a valid one: each value inside it (nested fields and array items)
 * replaced by each of its near misses and each of `oddValues` (values the contract singles out, such
 * as a neighbouring enum member), or removed, and an odd field or item added beside it.
 */
export const nearMissesOf = (valid: unknown, oddValues: readonly unknown[] = []): unknown[] => {
  const answers: unknown[] = [];
  const copy = () => JSON.parse(JSON.stringify(valid)) as Node;
  const at = (answer: Node, path: Path) => path.slice(0, -1).reduce<Node>((node, step) => node[step] as Node, answer);
  for (const path of pathsInside(valid)) {
    const key = path[path.length - 1]!;
    const value = at(copy(), path)[key];
    for (const miss of [...nearMisses(value), ...oddValues]) {
      const answer = copy();
      at(answer, path)[key] = miss;
      answers.push(answer);
    }
    const removed = copy();
    const parent = at(removed, path);
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
    answers.push(removed);
    const added = copy();
    const beside = at(added, path);
    if (Array.isArray(beside)) beside.push('x');
    else beside.extra = 'x';
    answers.push(added);
  }
  return answers;
};

interface Contract {
  safeParse: (value: unknown) => { success: true; data: unknown } | { success: false };
}

/** A reader written without zod accepts exactly what its contract accepts and returns what the contract returns. */
export const expectReadAsContract = (
  candidates: fc.Arbitrary<unknown>,
  contract: Contract,
  read: (value: unknown) => unknown,
  numRuns = 1000,
) =>
  fc.assert(
    fc.property(candidates, (candidate) => {
      const parsed = contract.safeParse(candidate);
      expect(read(candidate)).toStrictEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns },
  );
