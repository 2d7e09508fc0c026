const platformPackage = require('../../package.json');

const versionOf = (name) => platformPackage.dependencies[name];

/**
 * The shared singletons of every build (DESIGN.md §3), declared once: one React, one emotion
 * cache, one store, one router, one theme. MUI itself is not listed: modules reach it only
 * through @portal/platform's UI kit, so the one copy rides inside the shared platform package.
 * Trailing-slash keys share subpath imports (react/jsx-runtime, react-dom/client, RTK Query).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router', '@emotion/react', '@emotion/styled', '@emotion/cache', 'react-redux', '@reduxjs/toolkit'];
const SUBPATHS = ['react/', 'react-dom/', '@reduxjs/toolkit/', '@emotion/react/'];

const sharedSingletons = () => {
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  for (const key of SUBPATHS) shared[key] = { singleton: true, requiredVersion: versionOf(key.slice(0, -1)) };
  shared['@portal/platform'] = { singleton: true, requiredVersion: `^${platformPackage.version}`, version: platformPackage.version };
  return shared;
};

module.exports = { sharedSingletons, SINGLETONS };
