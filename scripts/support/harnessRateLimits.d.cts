declare const harnessRateLimits: Record<string, string>;
export = harnessRateLimits;
