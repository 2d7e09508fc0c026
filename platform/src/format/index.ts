export { formatPrice, formatTotal, sharePerTraveller } from './price';
export { usePriceFormatAhead } from './priceFormatAhead';
export { formatParty } from './party';
export { formatDuration, durationMinutes } from './duration';
export { formatStops, formatStopsFromSegments } from './stops';
export { formatTime, formatCardDate, formatFormDate, formatFullDate } from './dates';
