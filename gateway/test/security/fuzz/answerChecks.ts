import type { Response } from 'supertest';

/** What must never reach a client: stack frames, file paths, and the database's or the ORM's own words. */
const INTERNALS: [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(|\n\s+at /],
  ['a stack property', /"stack"\s*:/],
  ['a source path', /node_modules|\/work\/|\/src\/|\.[cm]?[tj]s:\d+/],
  ['an ORM error', /Sequelize\w*Error|SequelizeDatabase/],
  [
    'a PostgreSQL error',
    /invalid input syntax|violates [\w ]*constraint|duplicate key value|relation "|syntax error at or near|out of range for type|invalid byte sequence/i,
  ],
  ['a JavaScript error name', /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/],
  ['a provider error', /StripeInvalidRequestError|DuffelError|ECONNREFUSED|ECONNRESET/],
];

/** The problems with an answer to a fuzzed request; none means it was a proper answer. */
export const problemsWith = (res: Response): string[] => {
  // Node's HTTP server refuses an oversized request line before the app sees it, with no body.
  if (res.status === 431) return [];
  const problems: string[] = [];
  const text = res.text ?? '';
  if (res.status >= 500) problems.push(`status ${res.status}`);
  for (const [what, pattern] of INTERNALS) if (pattern.test(text)) problems.push(`${what} in the answer`);
  if (res.status >= 400) {
    const body = res.body as { message?: unknown; error?: unknown } | undefined;
    if (typeof body?.message !== 'string' || typeof body?.error !== 'string')
      problems.push('an error answer without { message, error }');
  }
  if (res.status !== 204 && !/^application\/json/.test(String(res.headers['content-type'])))
    problems.push(`content-type ${res.headers['content-type']}`);
  return problems;
};
