import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { nextTask } from '../scheduling/nextTask';

/**
 * Runtime plugin of the shell: each shared module is resolved in a task of its own. The federation
 * runtime's start (share scope set-up, version checks, one script per chunk) is one chain of
 * promises that the browser runs as one long task; waiting for the next task before each share
 * lets it paint and answer input in between.
 */
export default function loadSharesInTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-load-shares-in-tasks',
    async beforeLoadShare(args) {
      if (typeof MessageChannel === 'function') await nextTask();
      return args;
    },
  };
}
