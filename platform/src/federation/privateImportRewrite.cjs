const path = require('node:path');
const { NormalModuleReplacementPlugin, WebpackError } = require('webpack');

/** A file's path with forward slashes, for comparing it with a package file's name. */
const slashed = (file) => (file ?? '').split(path.sep).join('/');

/** Whether a file is this file of an installed package (any installed copy): `@mui/material/Select/SelectInput.mjs`. */
const isPackageFile = (file, packageFile) => slashed(file).endsWith(`/node_modules/${packageFile}`);

/** Whether a file belongs to an installed package: `@mui/material`. */
const isInPackage = (file, name) => slashed(file).includes(`/node_modules/${name}/`);

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Points one import that a library's own files make (of a file of the library, or of one of its
 * dependencies) at a file of the portal's, and fails the build when the library is built but the
 * rewrite never applied, when one of the files it names no longer makes the import, or when a
 * file it exists to leave out is in a chunk all the same (another file of the library imports
 * it): a version that moves or renames what the rewrite keys on would otherwise leave it matching
 * nothing, silently. Every rewrite has a decision record (docs/adr/), named in the error.
 *
 * @param {object} rewrite
 * @param {string} rewrite.name         how the build's error names it
 * @param {string} rewrite.library      the package whose files make the import (`@mui/material`)
 * @param {string} rewrite.request      the import as those files write it (`../Menu/Menu.mjs`)
 * @param {string[]} rewrite.importers  the package files that make it (`@mui/material/Select/SelectInput.mjs`)
 * @param {boolean} [rewrite.fromAnyImporter] rewrite the request wherever it is imported, not only in `importers`
 * @param {string} rewrite.to           what the import resolves to instead
 * @param {string[]} [rewrite.leavesOut] package files the rewrite exists to keep out of every chunk
 * @param {string} rewrite.record       the decision record (`docs/adr/0001-….md`)
 */
class PrivateImportRewrite extends NormalModuleReplacementPlugin {
  constructor(rewrite) {
    const { request, importers, fromAnyImporter = false, to } = rewrite;
    super(new RegExp(`^${escaped(request)}$`), (resource) => {
      const importer = importers.find((packageFile) => isPackageFile(resource.contextInfo.issuer, packageFile));
      if (!importer && !fromAnyImporter) return;
      this.rewritten += 1;
      resource.request = to;
    });
    this.rewrite = rewrite;
    // Counted over every compilation of this compiler: a watching build reuses modules resolved
    // in an earlier compilation without resolving their imports again.
    this.rewritten = 0;
  }

  apply(compiler) {
    super.apply(compiler);
    const { name, record } = this.rewrite;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const report = (problems) => {
        for (const problem of problems)
          compilation.errors.push(new WebpackError(`${name}: ${problem}; what to do is in ${record}.`));
      };
      compilation.hooks.finishModules.tap(name, (modules) => report(this.problemsWith([...modules])));
      compilation.hooks.afterSeal.tap(name, () => report(this.leftInChunks(compilation)));
    });
  }

  /**
   * What is wrong with the rewrite in a build of these modules: nothing when the library is not
   * among them. A file named as an importer must still import the request by that name (a
   * side-effect-free barrel may leave it unresolved when nothing uses it, but still has it).
   */
  problemsWith(modules) {
    const { library, request, importers } = this.rewrite;
    if (!modules.some((module) => isInPackage(module.resource, library))) return [];
    const problems = this.rewritten === 0 ? [`${library} is built, but no file of it imported "${request}"`] : [];
    for (const importer of importers) {
      const built = modules.find((module) => isPackageFile(module.resource, importer));
      if (built && !built.dependencies.some((dependency) => dependency.request === request))
        problems.push(`${importer} is built, but no longer imports "${request}"`);
    }
    return problems;
  }

  /** The files the rewrite exists to leave out that are in a chunk of the build all the same. */
  leftInChunks({ chunks, chunkGraph }) {
    const { leavesOut = [] } = this.rewrite;
    const inChunks = [...chunks].flatMap((chunk) =>
      chunkGraph.getChunkModules(chunk).flatMap((module) => module.modules ?? [module]),
    );
    return leavesOut
      .filter((file) => inChunks.some((module) => isPackageFile(module.resource, file)))
      .map((file) => `${file} is in a chunk all the same: a file the rewrite does not name imports it`);
  }
}

module.exports = { PrivateImportRewrite };
