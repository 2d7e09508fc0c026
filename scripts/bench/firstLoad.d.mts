import type { Page } from '@playwright/test';

export interface Figure {
  requests: number;
  gzipBytes: number;
}
export interface FetchedScript {
  url: string;
  body: Buffer;
}
export interface FirstLoad {
  total: Figure;
  parts: Record<string, Figure>;
  copies: Record<string, number>;
  scripts: { url: string; part: string; gzipBytes: number }[];
}
export type ChunkParts = Record<string, Record<string, 'own' | 'shared'>>;

export declare const CHROMIUM_ARGS: string[];
export declare const SINGLETON_MARKERS: Record<string, string>;
export declare const FORM_LIBRARY_MARKER: string;
export declare const VALIDATION_LIBRARY_MARKER: string;
export declare const summarizeScripts: (scripts: FetchedScript[], chunkParts: ChunkParts) => FirstLoad;
export declare const collectScripts: (page: Page) => () => Promise<FetchedScript[]>;
export declare const chunkPartsFor: (origin: string, scripts: FetchedScript[]) => Promise<ChunkParts>;
export declare const measureFirstLoad: (
  baseUrl: string,
  path: string,
  options?: { waitFor?: string },
) => Promise<FirstLoad & { path: string }>;
