import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Placeholder, ProgressBar } from '.';

describe('Placeholder', () => {
  test('hidden from assistive technology, holding the size it is given', () => {
    const { container } = renderWithProviders(
      <>
        <Placeholder variant="rounded" width={112} height={56} />
        <Placeholder width={140} />
      </>,
    );

    const [block, line] = Array.from(container.querySelectorAll<HTMLElement>('[data-placeholder]'));
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(block as HTMLElement)).toMatchObject({ width: '112px', height: '56px' });
    // A line with no height of its own holds a line of text.
    expect(line?.textContent).toBe('\u00a0');
    expect(getComputedStyle(line as HTMLElement).width).toBe('140px');
  });
});

describe('ProgressBar', () => {
  test('a progressbar named by its label, with no amount (indeterminate)', () => {
    renderWithProviders(<ProgressBar label="Searching flights" />);

    const bar = screen.getByRole('progressbar', { name: 'Searching flights' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });
});
