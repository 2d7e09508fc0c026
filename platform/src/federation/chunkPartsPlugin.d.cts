import type { Compiler } from 'webpack';

export declare class ChunkPartsPlugin {
  constructor(dir: string);
  apply(compiler: Compiler): void;
}
