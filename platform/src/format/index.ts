export { formatPrice } from './price';
export { formatDuration, durationMinutes } from './duration';
export { formatStops, formatStopsFromSegments } from './stops';
export { formatTime, formatCardDate, formatFormDate, formatFullDate } from './dates';
