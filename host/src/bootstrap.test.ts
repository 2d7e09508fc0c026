const mockSteps: string[] = [];
jest.mock('./startup/evaluatePlatformAhead', () => ({
  evaluatePlatformAhead: async () => {
    mockSteps.push('the platform’s libraries, slice by slice');
  },
}));
jest.mock('./startup/storeWithBootState', () => {
  // The module's evaluation is the platform's own code evaluating (its first import of the platform).
  mockSteps.push('the platform’s own code');
  return { storeWithBootState: async () => (mockSteps.push('store with boot state'), { store: true }) };
});
jest.mock('./startup/renderShell', () => ({
  renderShell: (store: unknown) => mockSteps.push(`render the shell with ${JSON.stringify(store)}`),
}));

/** Lets every promise settle without letting a timer (the next task) run. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

const nextTask = async () => {
  jest.advanceTimersToNextTimer();
  await settle();
};

test('the page starts in tasks: nothing in the one that compiled the platform, then the platform, then the store with its boot state, then the shell', async () => {
  jest.useFakeTimers();
  try {
    await import('./bootstrap');
    await settle();
    expect(mockSteps).toEqual([]);

    await nextTask();
    expect(mockSteps).toEqual(['the platform’s libraries, slice by slice', 'the platform’s own code']);

    await nextTask();
    expect(mockSteps.slice(2)).toEqual(['store with boot state']);

    await nextTask();
    expect(mockSteps.slice(3)).toEqual(['render the shell with {"store":true}']);
  } finally {
    jest.useRealTimers();
  }
});

export {};
