import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shell, then every workspace that declares a module (its src/module.json), in the order the
 * root package.json lists them: a new module is built once it is a workspace, with no change here.
 */
export const frontEndModules = (root = ROOT) => {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return ['host', ...workspaces.filter((folder) => existsSync(path.join(root, folder, 'src', 'module.json')))];
};
export const FRONT_END_MODULES = frontEndModules();

const STAMP = '.build-stamp';

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/** A fingerprint of everything a module's build reads: its sources, the platform (both parts), the lockfile. */
export const sourceFingerprint = (folder) => {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(ROOT, folder, 'src')),
    ...filesUnder(path.join(ROOT, 'platform', 'src')),
    ...filesUnder(path.join(ROOT, 'platform-common', 'src')),
    path.join(ROOT, folder, 'webpack.config.cjs'),
    path.join(ROOT, folder, 'package.json'),
    path.join(ROOT, 'platform', 'package.json'),
    path.join(ROOT, 'platform-common', 'package.json'),
    path.join(ROOT, 'package-lock.json'),
  ].filter((file) => !/\.test\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile());
  for (const file of inputs.sort()) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
};

const stampPath = (folder) => path.join(ROOT, folder, 'dist', STAMP);

export const isUpToDate = (folder) =>
  existsSync(stampPath(folder)) && readFileSync(stampPath(folder), 'utf8') === sourceFingerprint(folder);

const buildOne = (folder) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'], {
      cwd: path.join(ROOT, folder),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${folder}: webpack exited with ${code}`));
      writeFileSync(stampPath(folder), sourceFingerprint(folder));
      console.log(`built ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });

/** Builds the given modules, two at a time (the machines have two cores). */
export const buildModules = async (folders) => {
  const queue = [...folders];
  const worker = async () => {
    while (queue.length) await buildOne(queue.shift());
  };
  await Promise.all([worker(), worker()]);
};
