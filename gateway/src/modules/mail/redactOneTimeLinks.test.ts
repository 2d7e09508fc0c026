import { redactOneTimeLinks } from './redactOneTimeLinks';

describe('one-time links in an e-mail an admin previews', () => {
  test('a reset link keeps its address but loses every query value and its fragment', () => {
    const { body, redacted } = redactOneTimeLinks(
      'Choose a new password: https://fly.example/reset-password?token=Zm9vYmFy_-12&email=ada%40example.org#k=1 (valid 30 minutes)',
    );
    expect(body).toBe(
      'Choose a new password: https://fly.example/reset-password?token=•••&email=•••#••• (valid 30 minutes)',
    );
    expect(redacted).toBe(true);
  });

  test('in HTML, a link whose & is escaped is hidden too, and a token as a path segment', () => {
    const html =
      '<a href="https://fly.example/set-password?a=1&amp;token=abc">Set</a> <a href="https://fly.example/t/AbCdEfGhIjKlMnOpQrStUv123">Go</a>';
    expect(redactOneTimeLinks(html).body).toBe(
      '<a href="https://fly.example/set-password?a=•••&amp;token=•••">Set</a> <a href="https://fly.example/t/•••">Go</a>',
    );
  });

  test('a long token written out on its own is hidden; references, names and host names stay readable', () => {
    const text =
      'Your code: q8Wm3xZkP0aLr7YtBv2NcD5fGh9JsE4u\nBooking ABC123 for Ada Lovelace, see https://bookings.skyteal-travel-portal.example/bookings';
    expect(redactOneTimeLinks(text).body).toBe(
      'Your code: •••\nBooking ABC123 for Ada Lovelace, see https://bookings.skyteal-travel-portal.example/bookings',
    );
  });

  test('an e-mail without links or tokens is left as it was', () => {
    expect(redactOneTimeLinks('Booking confirmed: ABC123')).toEqual({
      body: 'Booking confirmed: ABC123',
      redacted: false,
    });
  });
});
