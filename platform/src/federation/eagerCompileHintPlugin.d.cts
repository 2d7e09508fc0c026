import type { Compiler } from 'webpack';

export declare const EAGER_COMPILE_HINT: string;
export declare class EagerCompileHintPlugin {
  apply(compiler: Compiler): void;
}
