const platformPackage = require('../../package.json');

const versionOf = (name) => platformPackage.dependencies[name];

/**
 * The platform range a build needs: the platform it is built against or any later minor/patch of
 * that major (a new major removes or changes something a module may use). Derived from
 * platform/package.json, so it moves with every version bump.
 */
const PLATFORM_RANGE = `^${platformPackage.version}`;

/**
 * The shared singletons of every build (one instance per page, whichever module loads first), declared once: one React, one emotion
 * cache, one store, one router, one theme. Modules reach MUI, emotion, react-router, Redux
 * Toolkit and react-redux only through @portal/platform (lint enforces it), so those ride inside
 * the one shared platform package, tree-shaken to what the platform exports, instead of being
 * shared whole (a shared package is never tree-shaken). Trailing-slash keys share subpath
 * imports (react/jsx-runtime, react-dom/client).
 */
const SINGLETONS = ['react', 'react-dom'];
const SUBPATHS = ['react/', 'react-dom/'];

/**
 * `bundled: false` (a remote built to run under the shell) leaves the remote's own copies out
 * (`import: false`): the shell always provides every one of them first, so a remote's copy was
 * never run, yet its chunks (React, the platform and its lazy parts, the fonts' CSS) were listed
 * in the remote's entry, with the CSS-loading runtime, on every page the remote drew. A remote
 * running alone (the dev shell) still bundles its own.
 */
const sharedSingletons = ({ bundled = true } = {}) => {
  const shared = {};
  const own = bundled ? {} : { import: false };
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: versionOf(name), ...own };
  for (const key of SUBPATHS) shared[key] = { singleton: true, requiredVersion: versionOf(key.slice(0, -1)), ...own };
  // The platform, and apart from it its validation entry (zod and the contracts), which a page
  // fetches only when it first validates something, and its forms entry (react-hook-form), which
  // a page fetches only when it shows a form.
  for (const key of ['@portal/platform', '@portal/platform/validation', '@portal/platform/forms']) {
    shared[key] = { singleton: true, requiredVersion: PLATFORM_RANGE, version: platformPackage.version, ...own };
  }
  return shared;
};

module.exports = { sharedSingletons, SINGLETONS, PLATFORM_RANGE };
