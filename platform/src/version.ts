import platformPackage from '../package.json';

/**
 * This platform's semantic version, read from platform/package.json when the build bundles it,
 * so it cannot drift from the version the shared-module config and the surface report use.
 */
export const PLATFORM_VERSION: string = platformPackage.version;
