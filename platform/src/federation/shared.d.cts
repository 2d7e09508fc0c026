interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: false;
}

export declare const sharedSingletons: (options?: { bundled?: boolean }) => Record<string, SharedSingleton>;
export declare const SINGLETONS: string[];
export declare const PLATFORM_RANGE: string;
