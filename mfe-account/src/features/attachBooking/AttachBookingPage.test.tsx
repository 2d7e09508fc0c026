import { screen } from '@testing-library/react';
import { json, mockGateway, renderWithProviders } from '@portal/platform/testing';
import { csrf } from '../../testing/accountFixtures';
import { AttachBookingPage } from './AttachBookingPage';

const TOKEN = 'A'.repeat(43);
const ATTACHED = 'The booking is in your My Trips now. Sign in to see it.';

describe('AttachBookingPage', () => {
  test('with the token of the link: adds the booking once, says so and leads to My Trips', async () => {
    const { calls } = mockGateway({
      ...csrf,
      'POST /api/bookings/attach': () => json({ success: true, message: ATTACHED }),
    });

    renderWithProviders(<AttachBookingPage />, { route: `/attach-booking?token=${TOKEN}`, user: null });

    expect(await screen.findByText(ATTACHED)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/bookings/attach').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(screen.getByRole('link', { name: 'Go to My Trips' })).toHaveAttribute('href', '/my-trips');
  });

  test("a used or expired link: the gateway's message", async () => {
    const message =
      'This link is invalid, used or expired. Find the booking with its reference and your e-mail address.';
    mockGateway({ ...csrf, 'POST /api/bookings/attach': () => json({ message, error: 'ATTACH_LINK_INVALID' }, 400) });

    renderWithProviders(<AttachBookingPage />, { route: `/attach-booking?token=${TOKEN}`, user: null });

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
