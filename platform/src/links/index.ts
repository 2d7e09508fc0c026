/**
 * Addresses and stored values that two modules share, in one place so writer and reader agree.
 * A subpath of its own (not the main entry): each module bundles the few lines it uses, and the
 * first load of / carries none of them.
 */
export { bookingLink, readBookingLink, type BookingLink, type Party } from '@portal/platform-common/links';
export { LAST_SEARCH_KEY, readLastSearchQuery, writeLastSearchQuery } from './lastSearch';
