import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/** Bundles a page's source (an ES module) with webpack in production mode, as CommonJS; for the build plugins' tests. */
export const bundlePageForTest = (page: string, config: Configuration): Promise<string> =>
  new Promise((resolve, reject) => {
    const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'page-bundle-'));
    webpack(
      {
        mode: 'production',
        context: __dirname,
        entry: `data:text/javascript,${encodeURIComponent(page)}`,
        output: { path: outputPath, filename: 'page.js', library: { type: 'commonjs2' } },
        ...config,
      },
      (error, stats) => {
        const failed = error || !stats || stats.hasErrors();
        const code = failed ? '' : fs.readFileSync(path.join(outputPath, 'page.js'), 'utf8');
        fs.rmSync(outputPath, { recursive: true, force: true });
        if (failed) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve(code);
      },
    );
  });
