import type { NormalModuleReplacementPlugin } from 'webpack';

export declare const zodWithoutJsonSchema: () => NormalModuleReplacementPlugin;
