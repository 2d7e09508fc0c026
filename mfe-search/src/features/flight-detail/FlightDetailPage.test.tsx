import { screen, within } from '@testing-library/react';
import { Route, Routes, type FlightOffer } from '@portal/platform';
import { json, makeSeatMap, mockGateway, renderWithProviders, carrier, makeOffer } from '@portal/platform/testing';
import { FlightDetailPage } from './FlightDetailPage';

const FROM =
  'from_origin=JFK&from_destination=LAX&from_departureDate=2026-12-01&from_returnDate=2026-12-08&from_cabinClass=economy&from_adults=2&from_children=1&from_infants=1&from_tripType=round-trip';

const renderDetail = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/flight/:id?" element={<FlightDetailPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route },
  );

const serveOffer = (offer: FlightOffer, extra: Parameters<typeof mockGateway>[0] = {}) =>
  mockGateway({ [`GET /api/flights/offer/${offer.id}`]: () => json(offer), ...extra });

const connecting = () => {
  const offer = makeOffer({
    id: 'off_1',
    total_amount: '612.99',
    base_amount: '450.00',
    tax_amount: '112.00',
    service_fee_amount: '50.99',
    outbound: { via: ['ORD'], carrier: ['AA', 'AA'] },
    inbound: { carrier: 'AA' },
    conditions: {
      refundable: true,
      changeable: true,
      refund_penalty: { amount: '150.00', currency: 'USD' },
      change_penalty: { amount: '0.00', currency: 'USD' },
    },
    passengers: [
      { id: 'p1', type: 'adult' },
      { id: 'p2', type: 'child' },
      { id: 'p3', type: 'infant_without_seat' },
    ],
  });
  const [outbound, inbound] = offer.slices;
  const [first, second] = outbound!.segments;
  // The connection is flown by a partner under AA's code.
  return {
    ...offer,
    slices: [
      {
        ...outbound!,
        segments: [first!, { ...second!, operating_carrier: carrier('BA'), aircraft: { name: 'Boeing 777' } }],
      },
      inbound!,
    ],
  };
};

beforeEach(() => window.localStorage.clear());

describe('FlightDetailPage', () => {
  test('without an id it goes to /search', () => {
    mockGateway({});
    const { router } = renderDetail('/flight');
    expect(router.state.location.pathname).toBe('/search');
  });

  test('shows the summary per slice and the price card, itemised to the cent', async () => {
    serveOffer(connecting());
    renderDetail(`/flight/off_1?${FROM}`);

    expect(await screen.findByRole('heading', { name: 'Flight Summary' })).toBeInTheDocument();
    const outbound = within(screen.getByRole('group', { name: 'Outbound' }));
    expect(outbound.getByText('New York (JFK) → Los Angeles (LAX)')).toBeInTheDocument();
    expect(outbound.getByText('American Airlines · 1 Stop · 6h 0m')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Return' })).getByText('Los Angeles (LAX) → New York (JFK)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('price-base-fare')).toHaveTextContent('$450.00');
    expect(screen.getByTestId('price-taxes')).toHaveTextContent('$112.00');
    expect(screen.getByTestId('price-service-fee')).toHaveTextContent('$50.99');
    expect(screen.getByTestId('price-total')).toHaveTextContent('$612.99');
  });

  test('Flight Details lists every segment with operator, aircraft, terminals and layovers', async () => {
    serveOffer(connecting());
    renderDetail('/flight/off_1');

    const outbound = within(await screen.findByRole('region', { name: 'Outbound flights' }));
    expect(outbound.getAllByTestId('segment-details')).toHaveLength(2);
    expect(outbound.getByText('American Airlines · AA 100')).toBeInTheDocument();
    expect(outbound.getByText('Operated by British Airways · Boeing 777')).toBeInTheDocument();
    expect(outbound.getByText('Airbus A321')).toBeInTheDocument();
    expect(outbound.getAllByText(/Terminal T1/).length).toBeGreaterThan(0);
    expect(outbound.getByTestId('layover')).toHaveTextContent('1h 30m layover in Chicago');
    expect(outbound.getAllByRole('img', { name: 'American Airlines' }).length).toBe(2);
    expect(screen.getByRole('region', { name: 'Return flights' })).toBeInTheDocument();
  });

  test('Fare Rules shows the refund and change penalties, the service fee a refund keeps, and the baggage allowances', async () => {
    serveOffer(connecting());
    const { user } = renderDetail('/flight/off_1');
    await user.click(await screen.findByRole('tab', { name: 'Fare Rules' }));

    expect(screen.getByText('Refundable')).toBeInTheDocument();
    expect(
      screen.getByText('Airline refund fee: $150.00 · our service fee of $50.99 is not refunded'),
    ).toBeInTheDocument();
    expect(screen.getByText('Changeable')).toBeInTheDocument();
    expect(screen.getByText('No change fee')).toBeInTheDocument();
    expect(screen.getAllByTestId('baggage-allowance')[0]).toHaveTextContent(
      'Outbound (JFK → LAX): 1 checked bag, 1 carry-on bag',
    );
  });

  test('Seat Maps are fetched when the tab opens and show a grid with paid seat prices', async () => {
    const offer = connecting();
    const segmentId = offer.slices[0]!.segments[0]!.id;
    const { calls } = serveOffer(offer, {
      'GET /api/flights/seatmaps/off_1': () =>
        json([makeSeatMap({ segmentId, paid: { '2A': '35.00' }, taken: ['1A'] })]),
    });
    const { user } = renderDetail('/flight/off_1');
    await screen.findByRole('heading', { name: 'Flight Summary' });
    expect(calls.some((call) => call.path.includes('seatmaps'))).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Seat Maps' }));
    const seatMap = within(await screen.findByTestId('seat-map'));
    expect(seatMap.getByRole('heading', { name: 'JFK → ORD · AA 100' })).toBeInTheDocument();
    expect(seatMap.getByRole('button', { name: 'Seat 2A, paid seat, $35' })).toHaveTextContent('$35');
    expect(seatMap.getByRole('button', { name: 'Seat 1A, taken' })).toBeDisabled();
  });

  test('Seat Maps: an empty list, and a failed call', async () => {
    serveOffer(makeOffer({ id: 'off_1' }), { 'GET /api/flights/seatmaps/off_1': () => json([]) });
    const first = renderDetail('/flight/off_1');
    await first.user.click(await screen.findByRole('tab', { name: 'Seat Maps' }));
    expect(await screen.findByText('Seat maps are not available for this flight')).toBeInTheDocument();
    first.unmount();

    serveOffer(makeOffer({ id: 'off_1' }), {
      'GET /api/flights/seatmaps/off_1': () => json({ message: 'Provider down', error: 'PROVIDER_ERROR' }, 502),
    });
    const second = renderDetail('/flight/off_1');
    await second.user.click(await screen.findByRole('tab', { name: 'Seat Maps' }));
    expect(await screen.findByText('Seat Selection Unavailable')).toBeInTheDocument();
  });

  test('Book This Flight carries the searched party, else the offer passengers', async () => {
    serveOffer(connecting());
    const first = renderDetail(`/flight/off_1?${FROM.replace('from_adults=2', 'from_adults=3')}`);
    expect(await screen.findByRole('link', { name: 'Book This Flight' })).toHaveAttribute(
      'href',
      '/booking?offer=off_1&adults=3&children=1&infants=1',
    );
    expect(screen.getByTestId('booking-bar-total')).toHaveTextContent('$612.99');
    first.unmount();

    serveOffer(connecting());
    renderDetail('/flight/off_1');
    expect(await screen.findByRole('link', { name: 'Book This Flight' })).toHaveAttribute(
      'href',
      '/booking?offer=off_1&adults=1&children=1&infants=1',
    );
  });

  describe('Back to Search Results', () => {
    const backLink = () => screen.findByRole('link', { name: 'Back to Search Results' });

    test('goes to /search with the from_ values un-prefixed', async () => {
      serveOffer(makeOffer({ id: 'off_1' }));
      renderDetail(`/flight/off_1?${FROM}`);
      expect(await backLink()).toHaveAttribute('href', `/search?${FROM.replace(/from_/g, '')}`);
    });

    test('otherwise to the last search saved in this browser', async () => {
      window.localStorage.setItem(
        'lastSearchParams',
        'origin=SFO&destination=SEA&departureDate=2026-12-02&cabinClass=first&adults=1&children=0&infants=0&tripType=one-way',
      );
      serveOffer(makeOffer({ id: 'off_1' }));
      renderDetail('/flight/off_1');
      expect(await backLink()).toHaveAttribute(
        'href',
        '/search?origin=SFO&destination=SEA&departureDate=2026-12-02&cabinClass=first&adults=1&children=0&infants=0&tripType=one-way',
      );
    });

    test('otherwise home', async () => {
      serveOffer(makeOffer({ id: 'off_1' }));
      renderDetail('/flight/off_1');
      expect(await backLink()).toHaveAttribute('href', '/');
    });
  });

  test('an offer that cannot be loaded shows the error with the message and Back to Search', async () => {
    mockGateway({
      'GET /api/flights/offer/gone': () => json({ message: 'Offer not found', error: 'OFFER_NOT_FOUND' }, 404),
    });
    const first = renderDetail(`/flight/gone?${FROM}`);
    expect(await screen.findByRole('heading', { name: 'Error Loading Flight Details' })).toBeInTheDocument();
    expect(screen.getByText('Offer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute(
      'href',
      `/search?${FROM.replace(/from_/g, '')}`,
    );
    first.unmount();

    mockGateway({ 'GET /api/flights/offer/gone': () => new Response('', { status: 500 }) });
    renderDetail('/flight/gone');
    expect(await screen.findByText('Unable to load flight details. Please try again.')).toBeInTheDocument();
  });
});
