/** The name, on webpack's require function, of the list of module ids to evaluate ahead (`__webpack_require__.<name>`). */
const EVALUATION_SLICES = 'evaluationSlices';

const RECORD = 'docs/adr/0006-platform-evaluated-in-slices.md';

/** About this much module source is evaluated in one slice; a module larger than that makes a slice alone. */
const DEFAULT_SLICE_BYTES = 48 * 1024;

/** webpack's type of a module consumed from the share scope (webpack's own sharing and Module Federation's alike). */
const CONSUME_SHARED_MODULE = 'consume-shared-module';

const isConsumedShare = (module) => module.type === CONSUME_SHARED_MODULE;

/**
 * The modules to require, in order, so that each evaluates about `sliceBytes` of what the root
 * imports: requiring a module evaluates what it imports first, so the list walks the build's
 * synchronous imports depth first and names a module once what it and its imports not named yet
 * come to that much. What is left is evaluated with the root. A module shared from the share scope
 * (React, React DOM: another build's, its size unknown here) is always named on its own.
 */
const slicesOf = (root, { moduleGraph, chunkGraph }, runtime, sliceBytes) => {
  const slices = [];
  const seen = new Set([root]);
  /** Walks a module's imports; returns the bytes it leaves to be evaluated with what imports it. */
  const visit = (module) => {
    if (isConsumedShare(module)) {
      slices.push(module);
      return 0;
    }
    let pending = module.size();
    for (const dependency of module.dependencies) {
      const connection = moduleGraph.getConnection(dependency);
      const imported = connection?.module;
      if (!imported || seen.has(imported) || !connection.isTargetActive(runtime)) continue;
      if (chunkGraph.getNumberOfModuleChunks(imported) === 0) continue;
      seen.add(imported);
      pending += visit(imported);
    }
    if (module === root || pending < sliceBytes) return pending;
    slices.push(module);
    return 0;
  };
  visit(root);
  return slices;
};

/**
 * Lets a page evaluate a large module's imports over several tasks instead of one. Evaluating the
 * shared platform (MUI, emotion, Redux Toolkit, React Router, React DOM's start-up and the
 * platform's own code) was one task of 20-25 ms on a fast machine, which a phone of a quarter of
 * its speed feels as 80-100 ms without a frame or an answer to a tap. This plugin lists, on
 * `__webpack_require__.evaluationSlices`, modules that root imports, in an order each may be
 * evaluated in; the shell requires them one task at a time before its first import of the root
 * (host/src/startup/evaluatePlatformAhead.ts). Requiring a module early changes no result: it
 * is the one instance, evaluated once, after what it imports.
 *
 * @param {object} options
 * @param {string} options.root        the absolute path of the root module (the platform's index)
 * @param {string} [options.entry]     the entry whose runtime carries the list
 * @param {number} [options.sliceBytes] about how much module source one slice evaluates
 */
class EvaluationSlicesPlugin {
  constructor({ root, entry = 'main', sliceBytes = DEFAULT_SLICE_BYTES }) {
    this.root = root;
    this.entry = entry;
    this.sliceBytes = sliceBytes;
  }

  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, WebpackError } = compiler.webpack;
    const { root: rootPath, sliceBytes, entry } = this;
    const failBuild = (compilation, problem) =>
      compilation.errors.push(new WebpackError(`EvaluationSlicesPlugin: ${problem}; what to do is in ${RECORD}.`));

    class EvaluationSlicesRuntimeModule extends RuntimeModule {
      constructor() {
        super('evaluation slices');
      }

      generate() {
        const { compilation, chunkGraph, chunk } = this;
        // After concatenation the root is the module that now holds the root's source, in a chunk.
        const root = [...compilation.modules].find(
          (module) =>
            (module.rootModule ?? module).resource === rootPath && chunkGraph.getNumberOfModuleChunks(module) > 0,
        );
        // A root no longer found (moved, or webpack's concatenation no longer naming it) would
        // list nothing, and the page would boot as before, its gain gone without a word.
        if (!root) failBuild(compilation, `no chunk holds ${rootPath}`);
        const slices = root ? slicesOf(root, compilation, chunk.runtime, sliceBytes) : [];
        const ids = slices.map((module) => chunkGraph.getModuleId(module));
        return `${RuntimeGlobals.require}.${EVALUATION_SLICES} = ${JSON.stringify(ids)};`;
      }
    }

    compiler.hooks.thisCompilation.tap('EvaluationSlicesPlugin', (compilation) => {
      let listed = false;
      compilation.hooks.additionalTreeRuntimeRequirements.tap('EvaluationSlicesPlugin', (chunk) => {
        if (chunk.name !== entry) return;
        listed = true;
        compilation.addRuntimeModule(chunk, new EvaluationSlicesRuntimeModule());
      });
      compilation.hooks.afterSeal.tap('EvaluationSlicesPlugin', () => {
        if (!listed) failBuild(compilation, `no entry named ${entry} to carry the list`);
      });
    });
  }
}

module.exports = { EvaluationSlicesPlugin, EVALUATION_SLICES, CONSUME_SHARED_MODULE };
