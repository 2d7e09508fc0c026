import { screen, waitFor } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-01&cabinClass=economy&adults=1&tripType=one-way';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };

// A file of its own: prices are formatted with one format per currency, kept for the page's life.
let undoLayout: () => void;
afterEach(() => undoLayout());

test('the price format is made while the answer is awaited, not in the render of the first cards', async () => {
  undoLayout = mockListLayout();
  const made = jest.spyOn(Intl, 'NumberFormat');
  mockGateway({ ...csrf, 'POST /api/flights/search': () => new Promise<Response>(() => undefined) });
  renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });

  await waitFor(() =>
    expect(made).toHaveBeenCalledWith('en-US', expect.objectContaining({ style: 'currency', currency: 'USD' })),
  );
  expect(screen.queryAllByTestId('offer-card')).toHaveLength(0);
  made.mockRestore();
});
