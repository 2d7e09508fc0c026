import { loadOnce } from '../ui/loadOnce';
import type * as Readers from './flightReaders';

export type FlightReaders = typeof Readers;

const readers = loadOnce((): Promise<FlightReaders> => import('./flightReaders'));

/**
 * Readers of the flight answers (offer, results, flexible dates, stored cards) without zod,
 * fetched once with the first answer that needs one.
 */
export const loadFlightReaders = (): Promise<FlightReaders> => readers.load();
