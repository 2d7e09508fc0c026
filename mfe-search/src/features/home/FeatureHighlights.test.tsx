import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/platform/testing';
import { FeatureHighlights } from './FeatureHighlights';

const emphasised = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => heading.closest('[data-active="true"]'))
    .map((heading) => heading.textContent);

describe('FeatureHighlights', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the emphasis moves to the next highlight every 3 seconds and wraps around', () => {
    renderWithProviders(<FeatureHighlights />);
    expect(emphasised()).toEqual(['Price comparison']);

    act(() => jest.advanceTimersByTime(2999));
    expect(emphasised()).toEqual(['Price comparison']);
    act(() => jest.advanceTimersByTime(1));
    expect(emphasised()).toEqual(['Price alerts']);
    act(() => jest.advanceTimersByTime(3000 * 3));
    expect(emphasised()).toEqual(['Price comparison']);
  });

  test('is not announced as it rotates, and stops its timer when it leaves', () => {
    const { container, unmount } = renderWithProviders(<FeatureHighlights />);
    expect(container.querySelector('[aria-live="off"]')).not.toBeNull();
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
