import { createLogger } from '../../http/logger';
import { systemClock } from '../clock';
import { createDuffelProviders, type DuffelTestEndpoint } from './duffelProviders';

const logger = createLogger('silent');
const movedClock = { now: () => new Date('2031-02-03T04:05:06Z') };
const endpointAt = (baseUrl: string | null): DuffelTestEndpoint => ({
  baseUrl: () => baseUrl,
  token: 'duffel_test_handed_0123456789',
  clock: movedClock,
});

describe('the Duffel provider is handed where test mode runs', () => {
  test('test mode judges expiry by the clock it is handed; live mode by the system clock', () => {
    const duffel = createDuffelProviders({
      testEndpoint: endpointAt('http://127.0.0.1:9/'),
      liveToken: 'duffel_live_x',
      logger,
    });

    expect(duffel.clockFor('test').now().toISOString()).toBe('2031-02-03T04:05:06.000Z');
    expect(duffel.clockFor('live')).toBe(systemClock);
  });

  test('with DUFFEL_TEST_TOKEN the handed endpoint is not used: real Duffel, real time', () => {
    const duffel = createDuffelProviders({
      testToken: 'duffel_test_real',
      testEndpoint: endpointAt('http://127.0.0.1:9/'),
      logger,
    });

    expect(duffel.clockFor('test')).toBe(systemClock);
  });

  test('an endpoint not listening yet, or none at all, is 503 PROVIDER_NOT_CONFIGURED, not a client pointed nowhere', () => {
    for (const duffel of [
      createDuffelProviders({ testEndpoint: endpointAt(null), logger }),
      createDuffelProviders({ logger }),
    ]) {
      expect(() => duffel.forMode('test')).toThrow(
        expect.objectContaining({ code: 'PROVIDER_NOT_CONFIGURED', status: 503 }),
      );
    }
    expect(() => createDuffelProviders({ logger }).forMode('live')).toThrow(
      expect.objectContaining({ code: 'PROVIDER_NOT_CONFIGURED', status: 503 }),
    );
  });
});
