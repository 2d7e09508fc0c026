export { AirportPicker } from './AirportPicker';
