import { nextTask } from '@portal/platform/scheduling';

/** Webpack's require function, with the list the build's EvaluationSlicesPlugin puts on it. */
export interface ModuleRequire {
  (id: string | number): unknown;
  /** The module factories this page has loaded, by id. */
  m: Record<string | number, unknown>;
  evaluationSlices?: Array<string | number>;
}

declare const __webpack_require__: ModuleRequire;

const bundlerRequire = (): ModuleRequire | undefined =>
  typeof __webpack_require__ === 'function' ? __webpack_require__ : undefined;

/**
 * Evaluates the platform's libraries (emotion, MUI's styling and components, React DOM's start-up)
 * one slice per task, before the shell's first import of the platform evaluates the rest: one task
 * of 20-25 ms on a fast machine becomes several of a few milliseconds, with paints and input in
 * between. The slices are the build's (platform/src/federation/evaluationSlicesPlugin.cjs); a
 * module not loaded, or one that fails, is left to that first import, which reports it as before.
 */
export const evaluatePlatformAhead = async (require = bundlerRequire()): Promise<void> => {
  for (const id of require?.evaluationSlices ?? []) {
    if (!(id in require!.m)) continue;
    try {
      require!(id);
    } catch {
      return;
    }
    await nextTask();
  }
};
