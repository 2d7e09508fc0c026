const path = require('node:path');

/**
 * Emits `chunk-parts.json` beside a build's chunks: for each script, whether it is the build's
 * own code ('own': its entry or runtime, or any module of its src/) or shared library code
 * ('shared': React, the platform, MUI and the rest). The bench and the weight budget read it to
 * split a page's first load into shell, shared libraries and each module.
 */
class ChunkPartsPlugin {
  constructor(dir) {
    this.sourceDir = path.join(dir, 'src') + path.sep;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkPartsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkPartsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const parts = {};
          for (const chunk of compilation.chunks) {
            const own =
              chunk.hasRuntime() ||
              compilation.chunkGraph
                .getChunkModules(chunk)
                .some((module) =>
                  (module.modules ?? [module]).some((inner) => (inner.resource ?? '').startsWith(this.sourceDir)),
                );
            for (const file of chunk.files) if (file.endsWith('.js')) parts[file] = own ? 'own' : 'shared';
          }
          compilation.emitAsset('chunk-parts.json', new RawSource(JSON.stringify(parts, null, 1)));
        },
      );
    });
  }
}

module.exports = { ChunkPartsPlugin };
