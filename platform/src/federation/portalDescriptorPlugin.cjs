const fs = require('node:fs');
const path = require('node:path');
const { PLATFORM_RANGE } = require('./shared.cjs');

const MANIFEST = 'mf-manifest.json';
/** Where a module declares its routes, the name of its area and its navigation entries. */
const DESCRIPTOR_FILE = path.join('src', 'module.json');

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
          const manifest = JSON.parse(asset.source.source().toString());
          // The range the platform is shared with (shared.cjs): the version this build was made against, or a later compatible one.
          manifest.portal = { platform: PLATFORM_RANGE, ...readDeclaration(this.dir) };
          compilation.updateAsset(MANIFEST, new RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { PortalDescriptorPlugin, DESCRIPTOR_FILE };
