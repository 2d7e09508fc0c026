import { bookingLink, readBookingLink } from './bookingLink';

const paramsOf = (link: string) => new URL(link, 'https://portal.example').searchParams;

describe('the booking link', () => {
  test('is /booking with the offer and the three counts', () => {
    expect(bookingLink('off_1', { adults: 3, children: 1, infants: 1 })).toBe(
      '/booking?offer=off_1&adults=3&children=1&infants=1',
    );
  });

  test('reads back what it was built from', () => {
    const party = { adults: 2, children: 1, infants: 1 };
    expect(readBookingLink(paramsOf(bookingLink('off 1/é', party)))).toEqual({ offerId: 'off 1/é', counts: party });
  });

  test("accepts the search form's count names, clamps each count and keeps at least one adult", () => {
    expect(
      readBookingLink(new URLSearchParams('offer=off_1&adultsCount=3&childrenCount=0&infantsCount=1')).counts,
    ).toEqual({ adults: 3, children: 0, infants: 1 });
    expect(readBookingLink(new URLSearchParams('adults=0&children=12&infants=x')).counts).toEqual({
      adults: 1,
      children: 9,
      infants: 0,
    });
  });

  test('says which counts and offer it lacks', () => {
    expect(readBookingLink(new URLSearchParams('adults='))).toEqual({
      offerId: null,
      counts: { adults: null, children: null, infants: null },
    });
  });
});
