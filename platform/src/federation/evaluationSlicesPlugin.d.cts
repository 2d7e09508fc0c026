import type { Compiler } from 'webpack';

export declare const EVALUATION_SLICES: string;
export declare const CONSUME_SHARED_MODULE: string;
export declare class EvaluationSlicesPlugin {
  constructor(options: { root: string; entry?: string; sliceBytes?: number });
  apply(compiler: Compiler): void;
}
