import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createLogger } from '@portal/platform';

const log = createLogger('host');

/**
 * Logs a module that failed to load once per failure, saying whether its manifest/entry or its
 * module was at fault, and lets the error reach the shell's boundary (which shows the fallback).
 */
export const logRemoteFailuresOnce = (): ModuleFederationRuntimePlugin => ({
  name: 'log-remote-failures-once',
  errorLoadRemote({ id, error, lifecycle }) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`module ${id} could not be loaded (${lifecycle}): ${reason}`);
    return undefined;
  },
});
