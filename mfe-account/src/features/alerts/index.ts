export { PriceAlertsPanel } from './PriceAlertsPanel';
export { useGetPriceAlertsQuery } from './alertsApi';
