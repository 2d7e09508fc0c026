const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const KNOWN_SECONDS = require('./testDurations.json');

const ROOT = path.resolve(__dirname, '..', '..');
/** What a file jest has no figure for is taken to last: most files take a second or two. */
const UNKNOWN_SECONDS = 2;

/**
 * Longest files first, so the two workers finish together. Jest orders by the durations it
 * cached on this machine, but a fresh clone (CI) has none and jest falls back to file size: the
 * 140-second fault suite, a small file, then started last and ran alone on one core for two
 * minutes. Without a cached figure a file's duration comes from testDurations.json (every file
 * over 5 s in a CI run, from jest's own report: `PASS <project> <file> (<seconds> s)`).
 */
class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const seconds = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached / 1000;
      return KNOWN_SECONDS[path.relative(ROOT, test.path).split(path.sep).join('/')] ?? UNKNOWN_SECONDS;
    };
    const figures = new Map(tests.map((test) => [test, seconds(test)]));
    return [...tests].sort((a, b) => {
      const failedFirst = Number(this.hasFailed(b)) - Number(this.hasFailed(a));
      return failedFirst || figures.get(b) - figures.get(a);
    });
  }
}

module.exports = SlowestFirstSequencer;
