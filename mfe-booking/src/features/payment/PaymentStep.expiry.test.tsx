import { act, waitFor, screen } from '@testing-library/react';
import { forgetCsrfToken } from '@portal/platform';
import { json } from '@portal/platform/testing';
import { expired, fillCard, pay, setup, valid } from '../../testing/paymentStep';

beforeEach(() => {
  forgetCsrfToken();
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('PaymentStep with an expired offer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('found before paying: toast, no booking, and back to the saved search after 4 seconds', async () => {
    window.localStorage.setItem('lastSearchParams', 'origin=JFK&destination=LAX&departureDate=2026-12-22');
    let answer = valid as object;
    const { user, stripe, router, toasts, bookings } = setup({
      verify: () => json(answer, answer === valid ? 200 : 410),
      fakeTimers: true,
    });
    await fillCard(user, stripe);
    answer = expired;
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Flight Offer Expired' }));
    expect(toasts.at(-1)?.description).toMatch(/Offers typically expire after 30 minutes/);
    expect(bookings()).toHaveLength(0);

    await act(async () => jest.advanceTimersByTime(3_900));
    expect(router.state.location.pathname).toBe('/booking');
    await act(async () => jest.advanceTimersByTime(100));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/search?origin=JFK&destination=LAX&departureDate=2026-12-22',
    );
  });

  test('found by the 15-second recheck: toast and /search after 4 seconds', async () => {
    let answer = valid as object;
    const { router, toasts, calls } = setup({
      verify: () => json(answer, answer === valid ? 200 : 410),
      fakeTimers: true,
    });
    await act(async () => undefined);
    answer = expired;
    await act(async () => jest.advanceTimersByTime(15_000));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Flight Offer Expired' }));
    expect(calls.filter((call) => call.path.includes('verify-offer'))).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(4_000));
    expect(router.state.location.pathname).toBe('/search');
  });

  test('said by the booking answer (410 OFFER_EXPIRED): toast and /search after 4 seconds', async () => {
    const { user, stripe, router, toasts } = setup({
      book: () => json({ message: 'This flight offer has expired.', error: 'OFFER_EXPIRED' }, 410),
      fakeTimers: true,
    });
    await fillCard(user, stripe);
    await user.click(pay());
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ title: 'Flight Offer Expired' }));
    await act(async () => jest.advanceTimersByTime(4_000));
    expect(router.state.location.pathname).toBe('/search');
  });
});
