/** Rewrites a contracts file so that each of its schemas is built on first use (lazySchema). */
export declare function makeContractsLazy(source: string, file: string): string;
/** Whether a file is a contracts file of the browser builds (not a test). */
export declare function isContractsFile(file: string): boolean;
/** The folder of the contracts files (with a trailing separator). */
export declare const CONTRACTS_DIR: string;
