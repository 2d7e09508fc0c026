import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { SearchForm } from './SearchForm';
import { defaultSearchValues } from './searchFormValues';

// Only the clock is faked: the form's own timers run as usual.
const atLocalTime = (hour: number, minute: number) =>
  jest.useFakeTimers({ now: new Date(2026, 10, 26, hour, minute), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });

afterEach(() => jest.useRealTimers());

describe('the search form dates default to the first bookable day', () => {
  test('during the day, the departure is today and the return a week later', () => {
    atLocalTime(9, 0);
    expect(defaultSearchValues()).toMatchObject({ departureDate: '2026-11-26', returnDate: '2026-12-03' });
  });

  test("late in the evening, when today's last flights no longer sell, the departure is tomorrow and the return a week after it", () => {
    atLocalTime(22, 30);
    expect(defaultSearchValues()).toMatchObject({ departureDate: '2026-11-27', returnDate: '2026-12-04' });
  });

  test('the home form shows that default in its date fields', async () => {
    atLocalTime(23, 15);
    renderWithProviders(<SearchForm />);
    expect(await screen.findByDisplayValue('Nov 27, 2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Dec 04, 2026')).toBeInTheDocument();
  });
});
