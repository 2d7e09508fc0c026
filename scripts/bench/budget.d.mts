import type { FirstLoad } from './firstLoad.mjs';

export interface FirstLoadBudget {
  path: string;
  maxGzipBytes: number;
  singletonCopies: number;
}
export declare const FIRST_LOAD_BUDGET: FirstLoadBudget;
export declare const budgetFor: (path: string) => FirstLoadBudget;
export declare const budgetOverruns: (
  measured: Pick<FirstLoad, 'total' | 'copies'>,
  budget?: FirstLoadBudget,
) => string[];
