/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederation } from '@module-federation/runtime-core';

// provideRuntimeCore.mjs (a runtime plugin of the shell, an ES module jest does not load) publishes
// the shell's runtime core where remotes built with `experiments.externalRuntime` look for it:
// Module Federation's webpack plugin makes @module-federation/runtime-core an external read from a
// global, named in its own code. Checked against that code (docs/adr/0009-shell-provides-federation-runtime-core.md).
const federationPlugin = path.join(
  path.dirname(require.resolve('@module-federation/enhanced')),
  'lib',
  'container',
  'ModuleFederationPlugin.js',
);

describe('the federation runtime core the shell provides to the remotes', () => {
  it('is published on the global from which a remote built on the shell’s runtime reads it', () => {
    const readByRemotes = /["']@module-federation\/runtime-core["']\s*:\s*["'](\w+)["']/.exec(
      fs.readFileSync(federationPlugin, 'utf8'),
    )?.[1];
    const setByShell = /globalThis\.(\w+)\s*\?\?=\s*runtimeCore\b/.exec(
      fs.readFileSync(path.join(__dirname, 'provideRuntimeCore.mjs'), 'utf8'),
    )?.[1];

    expect(readByRemotes).toBe('_FEDERATION_RUNTIME_CORE');
    expect(setByShell).toBe(readByRemotes);
  });

  it('is published when the shell’s federation runtime starts, through the beforeInit hook of a runtime plugin', () => {
    const seen: string[] = [];

    new ModuleFederation({
      name: 'shell_probe',
      remotes: [],
      plugins: [{ name: 'probe', beforeInit: (args) => (seen.push(args.options.name), args) }],
    });

    expect(seen).toEqual(['shell_probe']);
  });
});
