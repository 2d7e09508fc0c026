/**
 * A chunk fetched once, on first demand: the same promise for every caller while it loads, the
 * module itself once it has, and a fresh try after a failed fetch.
 */
export const loadOnce = <T>(load: () => Promise<T>) => {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load: (): Promise<T> => {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: (): T | null => loaded,
  };
};
