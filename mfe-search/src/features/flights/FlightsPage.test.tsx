import { screen, within } from '@testing-library/react';
import { todayIso } from '@portal/platform';
import { renderWithProviders } from '@portal/platform/testing';
import { addDaysIso } from '../search-form';
import { FlightsPage } from './FlightsPage';
import { POPULAR_ROUTES, popularRouteHref } from './popularRoutes';

const renderPage = () => renderWithProviders(<FlightsPage />, { route: '/flights' });

describe('FlightsPage', () => {
  test('has the Flights heading, the search form and eight popular routes', () => {
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Departure' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Round Trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Flights' })).toBeInTheDocument();
    const routes = within(screen.getByRole('list', { name: 'Popular routes' })).getAllByRole('link');
    expect(routes).toHaveLength(POPULAR_ROUTES.length);
    expect(routes[0]).toHaveAccessibleName('New York (JFK) to London (LHR)');
  });

  test('a popular route searches a week-long round trip three weeks out, for one adult in economy', async () => {
    const { user, router } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Los Angeles (LAX) to Tokyo (HND)' }));

    expect(router.state.location.pathname).toBe('/search');
    const departureDate = addDaysIso(todayIso(), 21);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      origin: 'LAX',
      destination: 'HND',
      departureDate,
      returnDate: addDaysIso(departureDate, 7),
      cabinClass: 'economy',
      adults: '1',
      children: '0',
      infants: '0',
      tripType: 'round-trip',
    });
  });

  test('the route address counts from the given day', () => {
    expect(popularRouteHref(POPULAR_ROUTES[0]!, '2026-12-30')).toBe(
      '/search?origin=JFK&destination=LHR&departureDate=2027-01-20&cabinClass=economy&adults=1&children=0&infants=0&tripType=round-trip&returnDate=2027-01-27',
    );
  });
});
