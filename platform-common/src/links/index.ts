/**
 * Addresses two sides build and read: the booking page's address (the search module writes it,
 * the booking module reads it) and a phone number's tel: address (the header, the footer and the
 * pages the gateway paints).
 */
export { bookingLink, readBookingLink, type BookingLink, type Party } from './bookingLink';
export { phoneHref } from './phoneHref';
