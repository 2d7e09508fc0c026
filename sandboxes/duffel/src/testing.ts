// What the gateway's tests use of the Duffel sandbox beyond its public entry: a sandbox on its
// own listener, search and order fixtures, and the world's generators and price drift.
export { daysFromNow, sandboxApp, startSandbox, TEST_HEADERS, TEST_TOKEN } from './testSandbox';
export { orderRequest, passengersFor, sdkFor, searchOffers, seatsFor } from './orderFixtures';
export { generateOffers } from './generateOffers';
export { duffelPlace } from './places';
export { DRIFT_AFTER_MS, naturalDrift } from './priceChanges';
