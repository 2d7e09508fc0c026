import { NormalModuleReplacementPlugin } from 'webpack';

export interface LibraryImportRewrite {
  name: string;
  library: string;
  request: string;
  importers: string[];
  fromAnyImporter?: boolean;
  to: string;
  leavesOut?: string[];
  record: string;
}

export declare class PrivateImportRewrite extends NormalModuleReplacementPlugin {
  constructor(rewrite: LibraryImportRewrite);
}
