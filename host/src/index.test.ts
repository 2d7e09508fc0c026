const mockSteps: string[] = [];
jest.mock('./startup/warmFormatsAside', () => ({
  warmFormatsAside: () => mockSteps.push('formats worker asked for'),
}));
jest.mock('./bootstrap', () => {
  mockSteps.push('bootstrap imported');
  return {};
});

/** Lets every promise settle without letting a timer (the next task) run. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

test('the entry asks for the formats worker, and imports the bootstrap in a later task than the federation runtime’s start', async () => {
  jest.useFakeTimers();
  try {
    await import('./index');
    await settle();
    expect(mockSteps).toEqual(['formats worker asked for']);

    jest.advanceTimersToNextTimer();
    await settle();
    expect(mockSteps).toEqual(['formats worker asked for', 'bootstrap imported']);
  } finally {
    jest.useRealTimers();
  }
});

export {};
