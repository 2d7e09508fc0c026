export { SeatsStep } from './SeatsStep';
