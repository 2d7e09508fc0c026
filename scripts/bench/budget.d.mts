import type { FirstLoad } from './firstLoad.mjs';

export declare const FIRST_LOAD_BUDGET: { path: string; maxGzipBytes: number; singletonCopies: number };
export declare const budgetOverruns: (
  measured: Pick<FirstLoad, 'total' | 'copies'>,
  budget?: typeof FIRST_LOAD_BUDGET,
) => string[];
