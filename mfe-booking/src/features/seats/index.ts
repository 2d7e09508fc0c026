export { segmentRoute } from './seatSelection';
export { SeatsStep } from './SeatsStep';
