import { Profiler } from 'react';
import { screen } from '@testing-library/react';
import { flightsApi, type PortalStore } from '@portal/platform';
import { json, makeBookableOffer, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { BookingPage } from './BookingPage';

test('the offer’s arrival is answered at once with the page as it was, and the checkout follows in a render React can slice', async () => {
  const offer = makeBookableOffer({ id: 'off_1' });
  mockGateway({
    'GET /api/flights/offer/off_1': () => json(offer),
    'GET /api/flights/verify-offer/off_1': () => json({ valid: true, message: 'Offer is valid', expires_at: null }),
    'GET /api/flights/seatmaps/off_1': () => json([]),
    'GET /api/system/mode': () => json({ isLiveMode: false, mode: 'test' }),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
  });
  // For each commit of the page: does the store hold the offer yet, and what does the page show?
  const commits: string[] = [];
  const page: { store?: PortalStore } = {};
  const recordCommit = () => {
    const held = page.store
      ? flightsApi.endpoints.getOffer.select('off_1')(page.store.getState()).data !== undefined
      : false;
    const shown = screen.queryByText('Loading flight details...') ? 'loading' : 'checkout';
    commits.push(`${held ? 'offer held' : 'offer asked'}, ${shown}`);
  };

  page.store = renderWithProviders(
    <Profiler id="booking-page" onRender={recordCommit}>
      <BookingPage />
    </Profiler>,
    { route: '/booking?offer=off_1&adults=1&children=0&infants=0' },
  ).store;

  expect(await screen.findByTestId('step-passenger-info')).toBeInTheDocument();
  // The store tells the page synchronously; that commit keeps the loading state instead of building
  // the whole checkout in the same task.
  expect(commits).toContain('offer held, loading');
  expect(commits.at(-1)).toBe('offer held, checkout');
});
