export { BookingPage } from './BookingPage';
export { FlightSummaryCard } from './FlightSummaryCard';
export { PriceLine } from './PriceLine';
export { STEP_HEADING } from './useStepFocus';
export { useTravellers } from './useTravellers';
