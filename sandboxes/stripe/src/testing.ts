// What the gateway's tests use of the Stripe sandbox beyond its public entry: a sandbox on its
// own listener and an SDK client pointed at it.
export { startStripeSandbox, stripeClient, TEST_KEY } from './testSandbox';
