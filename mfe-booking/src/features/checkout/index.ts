export { BookingPage } from './BookingPage';
export { FlightSummaryCard } from './FlightSummaryCard';
export { useTravellers } from './useTravellers';
