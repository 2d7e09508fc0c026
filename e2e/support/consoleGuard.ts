import type { Page } from '@playwright/test';

/** Collects console errors and the warnings that mean two copies of a singleton were loaded. */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const duplicateSingleton =
      /already loaded|Invalid hook call|more than one copy of React|Shared module is not available/i.test(text);
    // The browser reports every 4xx as a console error; 401 (signed out) and 404 (unknown brand)
    // are answers the spec expects, not failures.
    const expectedStatus = /Failed to load resource: the server responded with a status of (401|404)/.test(text);
    if ((message.type() === 'error' && !expectedStatus) || duplicateSingleton)
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};
