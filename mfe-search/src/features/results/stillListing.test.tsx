import { act, screen, waitFor } from '@testing-library/react';
import { json, makeOffers, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { STILL_LISTING_MESSAGE } from './ResultsBody';
import { STILL_LISTING_RETRY_MS } from './useSearchResults';
import { mockListLayout } from './testing/listLayout';

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-01&cabinClass=economy&adults=1&tripType=one-way';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

test('a search answered before the provider listed every offer shows the cheapest at once, says it is still searching, and fills in the rest without a click', async () => {
  const offers = makeOffers(3);
  const answers = [
    { ...searchResponse(offers.slice(0, 1)), complete: false },
    { ...searchResponse(offers.slice(0, 2)), complete: false },
    { ...searchResponse(offers), complete: true },
  ];
  const { calls } = mockGateway({
    ...csrf,
    'POST /api/flights/search': () => json(answers.shift() ?? searchResponse(offers)),
  });
  renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });

  expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
  expect(screen.getByText(STILL_LISTING_MESSAGE)).toBeInTheDocument();
  expect(screen.getByTestId('results-count')).toHaveTextContent('1 flight');

  await waitFor(() => expect(screen.getAllByTestId('offer-card')).toHaveLength(3), {
    timeout: 4 * STILL_LISTING_RETRY_MS,
  });
  expect(screen.getByTestId('results-count')).toHaveTextContent('3 flights');
  expect(screen.queryByText(STILL_LISTING_MESSAGE)).not.toBeInTheDocument();

  // Complete: not asked again.
  const asked = calls.filter((call) => call.path === '/api/flights/search').length;
  expect(asked).toBe(3);
  await act(() => pause(STILL_LISTING_RETRY_MS + 300));
  expect(calls.filter((call) => call.path === '/api/flights/search')).toHaveLength(asked);
});

test('an answer that says nothing about completeness (an older gateway) is complete: no message, no second ask', async () => {
  const { calls } = mockGateway({
    ...csrf,
    'POST /api/flights/search': () => json(searchResponse(makeOffers(2))),
  });
  renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });

  expect(await screen.findAllByTestId('offer-card')).toHaveLength(2);
  await act(() => pause(STILL_LISTING_RETRY_MS + 300));
  expect(screen.queryByText(STILL_LISTING_MESSAGE)).not.toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/api/flights/search')).toHaveLength(1);
});
