import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Runtime plugin of the shell: publishes its federation runtime core on the global the remotes
 * are built against (`externalRuntime`), so one copy of it serves the page instead of one per
 * container. Stands in for @module-federation/inject-external-runtime-core-plugin, whose CommonJS
 * build would bring a second copy of the runtime core into the shell.
 */
export default function provideRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
