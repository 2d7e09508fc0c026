import type { NormalModuleReplacementPlugin } from 'webpack';
import type { LibraryImportRewrite } from './privateImportRewrite.cjs';

export declare const LIBRARY_REWRITES: LibraryImportRewrite[];
/** One `PrivateImportRewrite` (a guarded `NormalModuleReplacementPlugin`) per rewrite. */
export declare const libraryRewrites: () => NormalModuleReplacementPlugin[];
