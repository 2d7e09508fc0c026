import { screen, within } from '@testing-library/react';
import { json, makeOffer, makeSlice, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const FLIGHTS = 'JFK-LAX-2026-12-01,LAX-ORD-2026-12-05,ORD-JFK-2026-12-09';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };

let undoLayout: () => void;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
});
afterEach(() => undoLayout());

describe('the results of a multi-city trip', () => {
  test('ask the gateway for the trip by its slices and show each offer with its three flights, badge Multi-City', async () => {
    const offer = makeOffer({
      slices: [
        makeSlice({ from: 'JFK', to: 'LAX', departing: '2026-12-01T08:00:00' }),
        makeSlice({ from: 'LAX', to: 'ORD', departing: '2026-12-05T09:10:00' }),
        makeSlice({ from: 'ORD', to: 'JFK', departing: '2026-12-09T17:45:00' }),
      ],
    });
    const { calls } = mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse([offer])) });

    renderWithProviders(<SearchResultsPage />, {
      route: `/search?tripType=multi-city&flights=${FLIGHTS}&cabinClass=economy&adults=1&children=0&infants=0`,
    });

    const [card] = await screen.findAllByTestId('offer-card');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      slices: [
        { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-01' },
        { origin: 'LAX', destination: 'ORD', departureDate: '2026-12-05' },
        { origin: 'ORD', destination: 'JFK', departureDate: '2026-12-09' },
      ],
      page: 1,
      limit: 30,
    });
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('origin');
    for (const n of [1, 2, 3])
      expect(within(card as HTMLElement).getByRole('group', { name: `Flight ${n}` })).toBeInTheDocument();
    expect(screen.getByTestId('trip-type-badge')).toHaveTextContent('Multi-City');
    expect(screen.queryByRole('button', { name: /Price Alert/i })).not.toBeInTheDocument();
  });
});
