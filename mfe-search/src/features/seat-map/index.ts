export { SeatMapView } from './SeatMapView';
