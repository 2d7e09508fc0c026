export { SavedTravellersTab } from './SavedTravellersTab';
