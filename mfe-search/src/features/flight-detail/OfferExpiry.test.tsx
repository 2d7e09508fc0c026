import { act, render, screen } from '@testing-library/react';
import { OfferExpiry } from './OfferExpiry';

const NOW = new Date('2026-11-01T10:00:00Z').getTime();
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('OfferExpiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  test('notes the minutes left, then warns under 5 minutes, then says it expired', () => {
    render(<OfferExpiry expiresAt={inMinutes(20)} />);
    expect(screen.getByTestId('offer-expiry')).toHaveTextContent('Offer expires in 20 minutes');
    expect(screen.queryByText('Offer Expiring Soon')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(16 * 60_000));
    expect(screen.getByText('Offer Expiring Soon')).toBeInTheDocument();
    expect(screen.getByTestId('offer-expiry')).toHaveTextContent('Offer expires in 4 minutes');

    act(() => jest.advanceTimersByTime(3 * 60_000 + 15_000));
    expect(screen.getByTestId('offer-expiry')).toHaveTextContent('Offer expires in 1 minute.');

    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('offer-expiry')).toHaveTextContent(
      'This flight offer has expired. Please select another flight.',
    );
  });

  test('shows nothing for an unreadable time', () => {
    render(<OfferExpiry expiresAt="soon" />);
    expect(screen.queryByTestId('offer-expiry')).not.toBeInTheDocument();
  });
});
