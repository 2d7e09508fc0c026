import type { NormalModuleReplacementPlugin } from 'webpack';
import type { LibraryImportRewrite } from './privateImportRewrite.cjs';

export declare const EMOTION_INSERTION_HOOKS: LibraryImportRewrite;
/** A `PrivateImportRewrite` (a guarded `NormalModuleReplacementPlugin`). */
export declare const emotionCompilesInRender: () => NormalModuleReplacementPlugin;
