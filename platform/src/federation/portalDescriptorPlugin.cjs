const fs = require('node:fs');
const path = require('node:path');

const MANIFEST = 'mf-manifest.json';
/** Where a module declares its routes, the name of its area and its navigation entries. */
const DESCRIPTOR_FILE = path.join('src', 'module.json');

/** The range of platform versions a build needs: the minor it was built against, or any later 1.x. */
const platformRange = (version) => {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`@portal/platform has no semver version ("${version}")`);
  return `^${match[1]}.${match[2]}.0`;
};

/** The module's own declaration, checked for shape here; the gateway validates it fully on registration. */
const readDeclaration = (dir) => {
  const file = path.join(dir, DESCRIPTOR_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: a module declares its routes, area and navigation there`);
  const declared = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(declared.routes) || declared.routes.length === 0)
    throw new Error(`${file}: "routes" must list the route patterns the module owns`);
  if (declared.navigation !== undefined && !Array.isArray(declared.navigation))
    throw new Error(`${file}: "navigation" must be a list of entries`);
  return { routes: declared.routes, area: declared.area, navigation: declared.navigation ?? [] };
};

/**
 * Adds the module's descriptor to its mf-manifest.json as a top-level `portal` object:
 * { platform, routes, area, navigation }. The registry reads it when the release is registered,
 * so a module's new page and its links ship with the module. (The federation plugin's own
 * `manifest.additionalData` only reaches mf-stats.json: the manifest is rebuilt from a fixed set
 * of fields, so this runs after it, at the report stage.)
 */
class PortalDescriptorPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PortalDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalDescriptorPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const platform = platformRange(require('../../package.json').version);
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.portal = { platform, ...readDeclaration(this.dir) };
          compilation.updateAsset(MANIFEST, new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { PortalDescriptorPlugin, platformRange, DESCRIPTOR_FILE };
