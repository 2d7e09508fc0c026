import type { Page } from '@playwright/test';

/** Collects console errors and the warnings that mean two copies of a singleton were loaded. */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const duplicateSingleton = /already loaded|Invalid hook call|more than one copy of React|Shared module is not available/i.test(text);
    if (message.type() === 'error' || duplicateSingleton) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};
