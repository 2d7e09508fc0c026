import fs from 'node:fs';
import path from 'node:path';

/**
 * A module's folder as it may appear in /remotes/<folder>/: lowercase letters, digits and dashes,
 * starting with a letter. It can never be a dot-segment or hold a separator, encoded or not, and
 * with its dashes as underscores it is a container name (a JavaScript identifier).
 */
const MODULE_FOLDER = /^[a-z][a-z0-9-]*$/;

export const MANIFEST_FILE = 'mf-manifest.json';

export const isModuleFolderName = (name: string): boolean => MODULE_FOLDER.test(name);

/** Where a module's build is under the static root. */
export const moduleDist = (staticRoot: string, folder: string): string => path.join(staticRoot, folder, 'dist');

/**
 * A folder this gateway serves under /remotes/<folder>/: a module folder name whose dist holds a
 * federation manifest, so a new module is served once its build is there, and nothing else is.
 */
export const isModuleBuild = (staticRoot: string, folder: string): boolean =>
  isModuleFolderName(folder) && fs.existsSync(path.join(moduleDist(staticRoot, folder), MANIFEST_FILE));

/** The entries of a folder that may be module folders (by name alone), sorted by name. */
export const moduleFolderNamesUnder = (root: string): string[] => {
  try {
    return fs.readdirSync(root).filter(isModuleFolderName).sort();
  } catch {
    return [];
  }
};

/**
 * A module's container name: its folder with dashes as underscores (mfe-search is mfe_search).
 * Every module's webpack.config.cjs names its container so; a test keeps them to it.
 */
export const containerNameOf = (folder: string): string => folder.replaceAll('-', '_');
