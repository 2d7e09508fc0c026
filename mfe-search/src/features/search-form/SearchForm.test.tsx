import { screen, waitFor } from '@testing-library/react';
import { forgetCsrfToken, todayIso } from '@portal/platform';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import type { SearchCriteria } from '../search-params';
import { SearchForm } from './SearchForm';
import { addDaysIso } from './searchFormValues';

const today = todayIso();
const departureDate = addDaysIso(today, 30);
const returnDate = addDaysIso(today, 37);
const trip: SearchCriteria = {
  origin: 'JFK',
  destination: 'LHR',
  departureDate,
  returnDate,
  cabinClass: 'business',
  adultsCount: 2,
  childrenCount: 1,
  infantsCount: 1,
  tripType: 'round-trip',
};
const noOffers = { offers: [], total_count: 0, page: 1, limit: 30 };

const gateway = (answer: () => Response | Promise<Response> = () => json(noOffers)) =>
  mockGateway({ 'GET /api/csrf-token': () => json({ csrfToken: 'token' }), 'POST /api/flights/search': answer });

const submit = () => screen.getByRole('button', { name: 'Search Flights' });

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
});

describe('SearchForm validation', () => {
  test('an empty route and date give the contract messages, and nothing is sent', async () => {
    const { calls } = gateway();
    const { user } = renderWithProviders(<SearchForm initialCriteria={{ departureDate: '' }} />);
    await user.click(submit());
    expect(await screen.findByText('Please select an origin airport')).toBeInTheDocument();
    expect(screen.getByText('Please select a destination airport')).toBeInTheDocument();
    expect(screen.getByText('Please select a departure date')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('the same airport twice and a past departure are refused', async () => {
    const { user } = renderWithProviders(
      <SearchForm
        initialCriteria={{ ...trip, destination: 'JFK', departureDate: '2020-01-01', returnDate: '2020-01-08' }}
      />,
    );
    await user.click(submit());
    expect(await screen.findByText('Origin and destination cannot be the same')).toBeInTheDocument();
    expect(screen.getByText('Departure date cannot be in the past')).toBeInTheDocument();
  });

  test('a return before the departure is refused', async () => {
    const { user } = renderWithProviders(
      <SearchForm initialCriteria={{ ...trip, returnDate: addDaysIso(departureDate, -3) }} />,
    );
    await user.click(submit());
    expect(await screen.findByText('Return date must be after departure date')).toBeInTheDocument();
  });

  test('an address without adults, or with more infants than adults, is refused', async () => {
    const { user, unmount } = renderWithProviders(
      <SearchForm initialCriteria={{ ...trip, adultsCount: 0, infantsCount: 0 }} />,
    );
    await user.click(submit());
    expect(await screen.findByText('At least 1 adult is required')).toBeInTheDocument();
    unmount();

    renderWithProviders(<SearchForm initialCriteria={{ ...trip, adultsCount: 1, infantsCount: 2 }} />);
    await user.click(submit());
    expect(await screen.findByText('Each infant must travel on the lap of an adult')).toBeInTheDocument();
  });
});

describe('SearchForm trip type', () => {
  test('one way disables the return date, says so, and leaves returnDate out of the search', async () => {
    const { calls } = gateway();
    const { user, router } = renderWithProviders(
      <SearchForm initialCriteria={{ ...trip, returnDate: addDaysIso(departureDate, -3) }} />,
    );
    await user.click(screen.getByRole('tab', { name: 'One Way' }));

    expect(screen.getByText('One way selected')).toBeInTheDocument();
    const returnField = screen.getByRole('textbox', { name: 'Return' });
    expect(returnField).toBeDisabled();
    expect(returnField).toHaveValue('');
    expect(returnField).toHaveAccessibleDescription('One way selected');

    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tripType')).toBe('one-way');
    expect(params.has('returnDate')).toBe(false);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).not.toHaveProperty('returnDate');
  });

  test('the chosen trip type is remembered under lastTripType and read back', async () => {
    const { user, unmount } = renderWithProviders(<SearchForm />);
    expect(screen.getByRole('tab', { name: 'Round Trip' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    expect(window.localStorage.getItem('lastTripType')).toBe('one-way');
    unmount();

    renderWithProviders(<SearchForm />);
    expect(screen.getByRole('tab', { name: 'One Way' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('One way selected')).toBeInTheDocument();
  });

  test('a browser that refuses to save the trip type is ignored', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<SearchForm />);
    await user.click(screen.getByRole('tab', { name: 'One Way' }));
    expect(screen.getByText('One way selected')).toBeInTheDocument();
    expect(setItem).toHaveBeenCalledWith('lastTripType', 'one-way');
    setItem.mockRestore();
    warn.mockRestore();
  });

  test('Multi-City has its own form, and the call to an agent as a second way', async () => {
    const { user } = renderWithProviders(<SearchForm />);
    await user.click(screen.getByRole('tab', { name: 'Multi-City' }));
    expect(await screen.findByRole('form', { name: 'Multi-city flight search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Flights' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call +1 (888) 325-5180' })).toHaveAttribute(
      'href',
      'tel:+18883255180',
    );
    expect(screen.getByText(/call an agent/)).toBeInTheDocument();
  });
});
