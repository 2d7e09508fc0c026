import { expect, test as base } from '@playwright/test';
import { describeRequestFindings, recordPortalRequests, type PortalRequests } from './portalRequests';

/**
 * Playwright's test for the specs that pay: every request the page sends to the portal's origin
 * is recorded, and after each test none may carry a card number or CVC (PCI: the card goes from
 * Stripe's frame to Stripe only), beside the database and log scan of the global teardown.
 */
export const test = base.extend<{ portalRequests: PortalRequests }>({
  portalRequests: [
    async ({ page, baseURL }, use) => {
      const recorder = recordPortalRequests(page, new URL(baseURL ?? '').origin);
      await use(recorder);
      const findings = await recorder.cardFindings();
      expect(findings, `Card data sent to the portal:\n${describeRequestFindings(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
