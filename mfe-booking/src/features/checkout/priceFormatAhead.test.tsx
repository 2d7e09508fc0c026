import { screen, waitFor } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { BookingPage } from './BookingPage';

// A file of its own: prices are formatted with one format per currency, kept for the page's life.
test('the checkout makes its price format while the offer is awaited, not in the render that shows it', async () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  mockGateway({
    'GET /api/flights/offer/off_1': () => new Promise<Response>(() => undefined),
    'GET /api/system/mode': () => json({ isLiveMode: false, mode: 'test' }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
  });
  renderWithProviders(<BookingPage />, { route: '/booking?offer=off_1&adults=1&children=0&infants=0' });

  await waitFor(() =>
    expect(made).toHaveBeenCalledWith('en-US', expect.objectContaining({ style: 'currency', currency: 'USD' })),
  );
  expect(screen.getByText('Loading flight details...')).toBeInTheDocument();
  made.mockRestore();
});
