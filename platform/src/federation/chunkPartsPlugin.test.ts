/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ChunkPartsPlugin } from './chunkPartsPlugin.cjs';

// A module's sources (an entry, and a page fetched later made of two ES modules, which webpack
// concatenates into one) and a library it fetches later.
const FILES = {
  'src/index.js': `import('./page.js'); import('tiny-library');`,
  'src/page.js': `import { title } from './title.js'; export const page = () => title;`,
  'src/title.js': `export const title = 'Results';`,
  'node_modules/tiny-library/package.json': JSON.stringify({ name: 'tiny-library', main: 'index.js' }),
  'node_modules/tiny-library/index.js': `module.exports = () => 'library';`,
};

const chunkPartsOf = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-parts-'));
  try {
    for (const [file, source] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: { main: './src/index.js' },
          output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js' },
          optimization: { chunkIds: 'named' },
          plugins: [new ChunkPartsPlugin(dir)],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    expect(stats?.hasErrors()).toBe(false);
    return JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'chunk-parts.json'), 'utf8')) as Record<string, string>;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('the chunk parts a build reports to the weight budget and the bench', () => {
  it('names the entry and the module’s own pages its own, and a library’s chunk shared', async () => {
    const parts = await chunkPartsOf();

    expect(parts).toEqual({
      'main.js': 'own',
      'src_page_js.js': 'own',
      'node_modules_tiny-library_index_js.js': 'shared',
    });
  }, 60_000);
});
