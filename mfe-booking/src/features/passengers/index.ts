export { PassengersStep } from './PassengersStep';
