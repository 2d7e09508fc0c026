import type { Itinerary } from '../bookingTypes';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const TYPE_LABEL = { adult: 'Adult', child: 'Child', infant_without_seat: 'Infant' } as const;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** '2030-05-01T07:35:00' → 'Wed, May 1, 2030 07:35' (the airport's local time, as printed on tickets). */
const when = (local: string): string => {
  const instant = new Date(`${local.slice(0, 19)}Z`);
  if (Number.isNaN(instant.getTime())) return local;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
  return `${day} ${local.slice(11, 16)}`;
};

const money = (amount: string, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${currency} ${amount}`;
  }
};

/** Outbound and Return for a one-way or return trip; a multi-city trip's flights by number, in order. */
const sliceLabels = (slices: Itinerary['slices']): string[] => {
  const [outbound, inbound] = slices;
  const outAndBack =
    slices.length <= 2 &&
    (!inbound ||
      (inbound.origin.iata_code === outbound?.destination.iata_code &&
        inbound.destination.iata_code === outbound.origin.iata_code));
  return slices.map((_slice, i) => (outAndBack ? (i === 0 ? 'Outbound' : 'Return') : `Flight ${i + 1}`));
};

const flightLines = (itinerary: Itinerary): string[] => {
  const labels = sliceLabels(itinerary.slices);
  return itinerary.slices.flatMap((slice, i) => [
    `${labels[i] ?? `Flight ${i + 1}`}: ${slice.origin.city_name} (${slice.origin.iata_code}) to ${slice.destination.city_name} (${slice.destination.iata_code})`,
    ...slice.segments.map(
      (segment) =>
        `  ${segment.marketing_carrier.iata_code}${segment.flight_number}  ${segment.origin.iata_code} ${when(segment.departing_at)}  →  ${segment.destination.iata_code} ${when(segment.arriving_at)}`,
    ),
  ]);
};

/** Seats are optional per flight: with several flights, each seat names its own ('12A (JFK → BOS)'). */
const passengerLines = (itinerary: Itinerary): string[] => {
  const segments = itinerary.slices.flatMap((slice) => slice.segments);
  const seatText = ({ segment_id, designator }: Itinerary['seats'][number]): string => {
    const segment = segments.find((candidate) => candidate.id === segment_id);
    return segments.length > 1 && segment
      ? `${designator} (${segment.origin.iata_code} → ${segment.destination.iata_code})`
      : designator;
  };
  const journeyOrder = (seat: Itinerary['seats'][number]) =>
    segments.findIndex((segment) => segment.id === seat.segment_id);
  return itinerary.passengers.map((passenger) => {
    const seats = itinerary.seats
      .filter((seat) => seat.passenger_id === passenger.id)
      .sort((a, b) => journeyOrder(a) - journeyOrder(b))
      .map(seatText);
    return `${passenger.given_name} ${passenger.family_name} (${TYPE_LABEL[passenger.type]})${seats.length ? `, seat ${seats.join(', ')}` : ''}`;
  });
};

/** The confirmation e-mail: reference, itinerary, passengers and total, as text and HTML. */
export const confirmationEmail = (
  reference: string,
  itinerary: Itinerary,
  brandName = 'Flight Booking',
): EmailContent => {
  const total = money(itinerary.total_amount, itinerary.total_currency);
  const flights = flightLines(itinerary);
  const passengers = passengerLines(itinerary);
  const subject = `Booking confirmed: ${reference}`;
  const text = [
    `Your booking is confirmed.`,
    '',
    `Booking reference: ${reference}`,
    '',
    'Itinerary',
    ...flights,
    '',
    'Passengers',
    ...passengers.map((line) => `  ${line}`),
    '',
    `Total paid: ${total}`,
    '',
    'Times are local to each airport. Use your booking reference to check in with the airline.',
    `${brandName}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    '<h1>Your booking is confirmed</h1>',
    `<p>Booking reference: <strong>${escapeHtml(reference)}</strong></p>`,
    '<h2>Itinerary</h2>',
    `<pre style="font-family:inherit">${escapeHtml(flights.join('\n'))}</pre>`,
    '<h2>Passengers</h2>',
    `<ul>${passengers.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>Total paid: <strong>${escapeHtml(total)}</strong></p>`,
    '<p>Times are local to each airport. Use your booking reference to check in with the airline.</p>',
    `<p>${escapeHtml(brandName)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
};
