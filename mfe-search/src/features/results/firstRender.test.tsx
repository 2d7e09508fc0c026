import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { json, makeOffers, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-01&cabinClass=economy&adults=1&tripType=one-way';
const csrf = { 'GET /api/csrf-token': () => json({ csrfToken: 'token' }) };
const PHONE = { width: 412, height: 823, card: 750 };

const resize = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
};

let undoLayout: () => void;
const { innerWidth, innerHeight } = window;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  undoLayout();
  resize(innerWidth, innerHeight);
});

test('on a phone, no render of the results draws more cards than the screen holds and two beyond', async () => {
  resize(PHONE.width, PHONE.height);
  undoLayout = mockListLayout(PHONE.card);
  mockGateway({ ...csrf, 'POST /api/flights/search': () => json(searchResponse(makeOffers(30), 30)) });
  const drawn: number[] = [];
  renderWithProviders(
    <Profiler id="results" onRender={() => drawn.push(screen.queryAllByTestId('offer-card').length)}>
      <SearchResultsPage />
    </Profiler>,
    { route: `/search?${SEARCH}` },
  );

  await screen.findAllByTestId('offer-card');
  // A phone's screen holds one or two of its cards (each about 750 px tall): at most two more are drawn.
  expect(Math.max(...drawn)).toBeLessThanOrEqual(4);
  expect(screen.getByTestId('results-count')).toHaveTextContent('30 flights');
});
