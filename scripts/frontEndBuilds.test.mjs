import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { frontEndModules } from './frontEndBuilds.mjs';

const roots = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository whose root package.json lists `workspaces`, of which `modules` declare a module. */
const repository = (workspaces, modules) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'front-end-builds-'));
  roots.push(root);
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces }));
  for (const folder of modules) {
    mkdirSync(path.join(root, folder, 'src'), { recursive: true });
    writeFileSync(path.join(root, folder, 'src', 'module.json'), '{"routes":["/"]}');
  }
  return root;
};

describe('the front-end builds that npm start and npm run build make', () => {
  test("they are the shell, then this repository's five modules, in the order they are built today", () => {
    expect(frontEndModules()).toEqual(['host', 'mfe-search', 'mfe-booking', 'mfe-account', 'mfe-admin', 'mfe-content']);
  });

  test('when a sixth module becomes a workspace, then it is built too, in its place in the workspaces, with no change to the script', () => {
    const root = repository(
      ['platform', 'host', 'mfe-search', 'mfe-status', 'gateway', 'sandboxes/clock'],
      ['mfe-search', 'mfe-status'],
    );

    expect(frontEndModules(root)).toEqual(['host', 'mfe-search', 'mfe-status']);
  });

  test('when a folder declares a module but is no workspace, then it is not built (npm has not installed it)', () => {
    const root = repository(['host', 'mfe-search'], ['mfe-search', 'mfe-draft']);

    expect(frontEndModules(root)).toEqual(['host', 'mfe-search']);
  });
});
