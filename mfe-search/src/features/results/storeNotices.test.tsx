import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, makeOffers, mockGateway, renderWithProviders, searchResponse } from '@portal/platform/testing';
import { SearchResultsPage } from './SearchResultsPage';
import { mockListLayout } from './testing/listLayout';

/** How many times the filters' groups, the cards' carriers and the flexible days were drawn. */
const mockDrawn = { filterGroups: 0, cardCarriers: 0, flexibleDays: 0 };
jest.mock('../filters/CheckboxGroupFilter', () => {
  const actual = jest.requireActual('../filters/CheckboxGroupFilter');
  return {
    ...actual,
    CheckboxGroupFilter: (props: object) => ((mockDrawn.filterGroups += 1), actual.CheckboxGroupFilter(props)),
  };
});
jest.mock('./CarrierInfo', () => {
  const actual = jest.requireActual('./CarrierInfo');
  return { ...actual, CarrierInfo: (props: object) => ((mockDrawn.cardCarriers += 1), actual.CarrierInfo(props)) };
});
jest.mock('../flexible-dates/FlexibleDateButton', () => {
  const actual = jest.requireActual('../flexible-dates/FlexibleDateButton');
  return {
    ...actual,
    FlexibleDateButton: (props: object) => ((mockDrawn.flexibleDays += 1), actual.FlexibleDateButton(props)),
  };
});

const SEARCH = 'origin=JFK&destination=LAX&departureDate=2026-12-10&cabinClass=economy&adults=1&tripType=one-way';
const week = {
  days: [7, 8, 9, 10, 11, 12, 13].map((day) => ({
    departureDate: `2026-12-${String(day).padStart(2, '0')}`,
    status: 'priced',
    price: { amount: `${500 + day}.00`, currency: 'USD' },
  })),
};

let undoLayout: () => void;
const { matchMedia } = window;
beforeEach(() => {
  window.localStorage.clear();
  undoLayout = mockListLayout();
  // A wide screen: the filters panel starts open.
  window.matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
});
afterEach(() => {
  undoLayout();
  window.matchMedia = matchMedia;
});

test('a refresh answered with the same offers shows its progress without drawing the filters, the cards or the flexible dates again', async () => {
  const offers = makeOffers(4);
  const { calls } = mockGateway({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'POST /api/flights/search': () => json(searchResponse(offers)),
    'GET /api/flights/flexible-dates': () => json(week),
  });
  renderWithProviders(<SearchResultsPage />, { route: `/search?${SEARCH}` });
  expect(await screen.findAllByTestId('offer-card')).toHaveLength(4);
  await screen.findByRole('link', { name: /Dec 13/ });
  expect(screen.getByRole('group', { name: 'Stops' })).toBeInTheDocument();
  const searches = () => calls.filter((call) => call.path === '/api/flights/search').length;
  const before = searches();
  mockDrawn.filterGroups = mockDrawn.cardCarriers = mockDrawn.flexibleDays = 0;

  await userEvent.click(screen.getByRole('button', { name: 'Refresh Results' }));

  await waitFor(() => expect(searches()).toBe(before + 1));
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Searching flights' })).not.toBeInTheDocument());
  expect(screen.getAllByTestId('offer-card')).toHaveLength(4);
  // The store told the page twice (asking, answered); nothing that shows the offers changed.
  expect(mockDrawn).toEqual({ filterGroups: 0, cardCarriers: 0, flexibleDays: 0 });
});
