import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { SearchForm } from './SearchForm';
import { defaultSearchValues } from './searchFormValues';

// Only the clock is faked: the form's own timers run as usual.
const atLocalTime = (hour: number, minute: number) =>
  jest.useFakeTimers({
    now: new Date(2026, 10, 26, hour, minute),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });

afterEach(() => jest.useRealTimers());

describe('the search form dates default to the first day whose flights are all on sale', () => {
  test('in the morning, in the evening (when today has nothing left to sell) and just before midnight, the departure is tomorrow and the return a week later', () => {
    for (const [hour, minute] of [
      [0, 5],
      [9, 0],
      [19, 30],
      [23, 59],
    ] as const) {
      atLocalTime(hour, minute);
      expect(defaultSearchValues()).toMatchObject({ departureDate: '2026-11-27', returnDate: '2026-12-04' });
    }
  });

  test('at the end of a month the suggestion moves into the next one', () => {
    jest.useFakeTimers({
      now: new Date(2026, 11, 31, 18, 0),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
      ],
    });
    expect(defaultSearchValues()).toMatchObject({ departureDate: '2027-01-01', returnDate: '2027-01-08' });
  });

  test('the home form shows that default in its date fields', async () => {
    atLocalTime(23, 15);
    renderWithProviders(<SearchForm />);
    expect(await screen.findByDisplayValue('Nov 27, 2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dec 04, 2026')).toBeInTheDocument();
  });
});
