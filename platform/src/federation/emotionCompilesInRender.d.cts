import type { NormalModuleReplacementPlugin } from 'webpack';

export declare const emotionCompilesInRender: () => NormalModuleReplacementPlugin;
