import { gzipSync } from 'node:zlib';
import { budgetFor, budgetOverruns, FIRST_LOAD_BUDGET } from './budget.mjs';
import { summarizeScripts } from './firstLoad.mjs';

const script = (url: string, body: string) => ({ url: `http://127.0.0.1${url}`, body: Buffer.from(body) });
const chunkParts = {
  '/': { 'main.js': 'own' as const, 'react.js': 'shared' as const },
  '/remotes/mfe-search/': { 'remoteEntry.js': 'own' as const },
};

describe('first-load budget', () => {
  test('splits a page into shell, shared libraries and each module, and counts singleton copies', () => {
    const measured = summarizeScripts(
      [
        script('/main.js', 'shell'),
        script('/react.js', 'x.__reactContainer$ MuiTouchRipple __EMOTION_TYPE_PLEASE_DO_NOT_USE__'),
        script('/remotes/mfe-search/remoteEntry.js', 'entry'),
      ],
      chunkParts,
    );
    expect(Object.keys(measured.parts).sort()).toEqual(['mfe-search', 'shared', 'shell']);
    expect(measured.parts.shell).toEqual({ requests: 1, gzipBytes: gzipSync('shell', { level: 9 }).length });
    expect(measured.total.requests).toBe(3);
    expect(measured.copies).toEqual({ 'react-dom': 1, '@emotion/react': 1, '@mui/material': 1 });
    expect(budgetOverruns(measured)).toEqual([]);
  });

  test('an overrun names the figure and the budget', () => {
    const measured = {
      total: { requests: 15, gzipBytes: 300 * 1024 },
      copies: { 'react-dom': 1, '@emotion/react': 2, '@mui/material': 1 },
    };
    expect(budgetOverruns(measured)).toEqual([
      `${FIRST_LOAD_BUDGET.path} ships 300.0 KB of gzipped JavaScript in 15 scripts; the budget is 200.0 KB`,
      `${FIRST_LOAD_BUDGET.path} loads 2 copies of @emotion/react; the budget is 1`,
    ]);
  });

  const at = (kb: number) => ({
    total: { requests: 14, gzipBytes: kb * 1024 },
    copies: { 'react-dom': 1, '@emotion/react': 1, '@mui/material': 1 },
  });

  test('the budget is 200 KB for /: 199.9 KB passes, 200.1 KB fails with both figures', () => {
    expect(budgetFor('/')).toEqual(FIRST_LOAD_BUDGET);
    expect(FIRST_LOAD_BUDGET).toMatchObject({ path: '/', maxGzipBytes: 200 * 1024 });
    expect(budgetOverruns(at(199.9))).toEqual([]);
    expect(budgetOverruns(at(200.1))).toEqual([
      '/ ships 200.1 KB of gzipped JavaScript in 14 scripts; the budget is 200.0 KB',
    ]);
  });

  test('every other route has 250 KB: 249.9 KB passes, 250.1 KB fails naming the route', () => {
    const results = budgetFor('/search?origin=JFK');
    expect(results).toMatchObject({ maxGzipBytes: 250 * 1024, singletonCopies: 1 });
    expect(budgetOverruns(at(249.9), results)).toEqual([]);
    expect(budgetOverruns(at(250.1), results)).toEqual([
      '/search?origin=JFK ships 250.1 KB of gzipped JavaScript in 14 scripts; the budget is 250.0 KB',
    ]);
  });

  test('a page painted whole, its app not started yet, has no copy of them: within the budget', () => {
    expect(
      budgetOverruns({
        parts: {},
        total: { requests: 1, gzipBytes: 1.4 * 1024 },
        copies: { 'react-dom': 0, '@emotion/react': 0, '@mui/material': 0 },
      }),
    ).toEqual([]);
  });
});
