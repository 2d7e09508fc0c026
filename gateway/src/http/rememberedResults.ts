/**
 * A pure check of a string with the results it accepted remembered: the last `max` strings that
 * gave a result are answered from memory (the oldest goes first). A string the check refuses (it
 * gives undefined or throws) is never remembered, so it is checked, and refused, every time. For
 * the handful of strings a hot path sees again and again (a session cookie, a brand key).
 */
export const rememberedResults = <R>(check: (value: string) => R, max: number): ((value: string) => R) => {
  const accepted = new Map<string, R>();
  return (value) => {
    const known = accepted.get(value);
    if (known !== undefined) return known;
    const result = check(value);
    if (result === undefined) return result;
    if (accepted.size >= max) accepted.delete(accepted.keys().next().value as string);
    accepted.set(value, result);
    return result;
  };
};
