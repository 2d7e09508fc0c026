/** @jest-environment node */
import vm from 'node:vm';
import type { Configuration } from 'webpack';
import { bundlePageForTest } from './bundlePageForTest';
import { zodWithoutJsonSchema } from './zodWithoutJsonSchema.cjs';

// What a page does with zod: parse, read a schema's constraints, and never ask for JSON Schema.
const PAGE = `
import { z } from 'zod';
const name = z.string().trim().min(2, 'Too short').max(5);
export const accepted = name.safeParse(' Ada ');
export const refused = name.safeParse('A').error.issues.map((issue) => issue.message);
export const limits = [name.minLength, name.maxLength];
export const jsonSchema = () => z.toJSONSchema(name);
`;

interface PageExports {
  accepted: { success: boolean; data: string };
  refused: string[];
  limits: [number, number];
  jsonSchema: () => unknown;
}

const bundle = (plugins: Configuration['plugins']) => bundlePageForTest(PAGE, { plugins });

const run = (code: string): PageExports => {
  const module = { exports: {} as PageExports };
  vm.runInNewContext(code, { module, exports: module.exports });
  return module.exports;
};

describe('zod in the browser build', () => {
  let whole: string;
  let trimmed: string;
  beforeAll(async () => {
    [whole, trimmed] = await Promise.all([bundle([]), bundle([zodWithoutJsonSchema()])]);
  }, 120_000);

  it('leaves out the JSON Schema generator', () => {
    expect(whole).toContain('json-schema.org');
    expect(trimmed).not.toContain('json-schema.org');
    expect(trimmed.length).toBeLessThan(whole.length - 10_000);
  });

  it('parses, refuses with the schema’s own messages and reports its limits as before', () => {
    const page = run(trimmed);
    expect(page.accepted).toMatchObject({ success: true, data: 'Ada' });
    expect(page.refused).toEqual(['Too short']);
    expect(page.limits).toEqual([2, 5]);
    expect(run(whole).limits).toEqual([2, 5]);
  });

  it('says so when something asks it for JSON Schema', () => {
    expect(run(whole).jsonSchema()).toMatchObject({ type: 'string', minLength: 2, maxLength: 5 });
    expect(() => run(trimmed).jsonSchema()).toThrow("zod's JSON Schema output is left out of the browser build");
  });
});
