/** The parts of `npm run bench`, in the order they run. */
export const BENCH_PARTS = ['first-load', 'lighthouse', 'gateway', 'filters'];

/**
 * The parts asked for: `--only=lighthouse,gateway` on the command line or BENCH_ONLY in the
 * environment (the flag wins); every part when neither is given. An unknown name is refused
 * rather than silently measuring nothing.
 */
export const selectParts = (argv = [], env = {}) => {
  const flag = argv.find((arg) => arg.startsWith('--only='));
  const list = flag ? flag.slice('--only='.length) : env.BENCH_ONLY;
  if (list === undefined || list.trim() === '') return new Set(BENCH_PARTS);
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !BENCH_PARTS.includes(name));
  if (unknown.length)
    throw new Error(`unknown bench part ${unknown.join(', ')}: choose among ${BENCH_PARTS.join(', ')}`);
  return new Set(names);
};

const sortedFinite = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('no measurements to summarise');
  return sorted;
};

/** The p-th percentile (0-100), interpolated between the two nearest ranks. */
export const percentile = (values, p) => {
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0-100, got ${p}`);
  const sorted = sortedFinite(values);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
};

export const median = (values) => percentile(values, 50);

/** a / b, or null when b cannot divide (zero, missing): a ratio is never Infinity in a table. */
export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : null);

/** A ratio as printed: two significant digits below 10, whole above (0.12×, 3.4×, 15×). */
export const formatRatio = (value) => {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  return `${value >= 10 ? Math.round(value) : Number(value.toPrecision(2))}×`;
};

/** A figure with a unit, rounded to `digits` decimals; n/a when missing. */
export const formatNumber = (value, digits = 0, unit = '') =>
  Number.isFinite(value) ? `${value.toFixed(digits)}${unit}` : 'n/a';

/**
 * A Markdown table (what the README's Figures section holds), columns padded to their widest
 * cell so it also reads in a terminal. Every row must have a cell per heading.
 */
export const formatTable = (headings, rows) => {
  for (const row of rows) {
    if (row.length !== headings.length)
      throw new Error(`a row has ${row.length} cells for ${headings.length} headings: ${row.join(' | ')}`);
  }
  const cells = [headings, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headings.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
};
