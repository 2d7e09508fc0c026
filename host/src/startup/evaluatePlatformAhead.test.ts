import { evaluatePlatformAhead, type ModuleRequire } from './evaluatePlatformAhead';

const mockSteps: string[] = [];
jest.mock('@portal/platform/scheduling', () => ({
  nextTask: async () => {
    mockSteps.push('next task');
  },
}));

beforeEach(() => {
  mockSteps.length = 0;
});

/** A bundler's require over the given loaded modules, with the build's list of slices. */
const requireOf = (loaded: Record<string, () => void>, evaluationSlices?: Array<string | number>): ModuleRequire => {
  const require = ((id: string | number) => loaded[id]!()) as ModuleRequire;
  require.m = loaded;
  if (evaluationSlices) require.evaluationSlices = evaluationSlices;
  return require;
};

const evaluating = (name: string) => () => {
  mockSteps.push(`evaluate ${name}`);
};

test('each slice of the platform is evaluated in a task of its own, in the build’s order', async () => {
  const require = requireOf(
    { 7: evaluating('emotion'), 3: evaluating('MUI’s styling'), 9: evaluating('React DOM') },
    [7, 3, 9],
  );

  await evaluatePlatformAhead(require);

  expect(mockSteps).toEqual([
    'evaluate emotion',
    'next task',
    'evaluate MUI’s styling',
    'next task',
    'evaluate React DOM',
    'next task',
  ]);
});

test('a module the page has not loaded is left out, and one that fails ends it, for the platform’s first import to report', async () => {
  const require = requireOf(
    {
      7: evaluating('emotion'),
      3: () => {
        throw new Error('MUI failed');
      },
      9: evaluating('React DOM'),
    },
    [5, 7, 3, 9],
  );

  await expect(evaluatePlatformAhead(require)).resolves.toBeUndefined();

  expect(mockSteps).toEqual(['evaluate emotion', 'next task']);
});

test('a build without the list (the dev server’s, a test’s) evaluates nothing ahead', async () => {
  await evaluatePlatformAhead(requireOf({ 7: evaluating('emotion') }));
  await evaluatePlatformAhead(undefined);
  await evaluatePlatformAhead();

  expect(mockSteps).toEqual([]);
});
