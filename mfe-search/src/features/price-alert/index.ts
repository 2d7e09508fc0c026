export { PriceAlertButton } from './PriceAlertButton';
export { alertSearchOf } from './alertSearch';
