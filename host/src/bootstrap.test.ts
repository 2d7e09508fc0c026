const mockSteps: string[] = [];
jest.mock('./startup/storeWithBootState', () => ({
  storeWithBootState: async () => (mockSteps.push('store with boot state'), { store: true }),
}));
jest.mock('./startup/renderShell', () => ({
  renderShell: (store: unknown) => mockSteps.push(`render the shell with ${JSON.stringify(store)}`),
}));

/** Lets every promise settle without letting a timer (the next task) run. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

test('the page starts in three tasks: the platform, then the store with its boot state, then the shell', async () => {
  jest.useFakeTimers();
  try {
    await import('./bootstrap');
    await settle();
    expect(mockSteps).toEqual([]);

    jest.advanceTimersToNextTimer();
    await settle();
    expect(mockSteps).toEqual(['store with boot state']);

    jest.advanceTimersToNextTimer();
    await settle();
    expect(mockSteps).toEqual(['store with boot state', 'render the shell with {"store":true}']);
  } finally {
    jest.useRealTimers();
  }
});
