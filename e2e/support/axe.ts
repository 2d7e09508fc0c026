import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The serious and critical violations on the page as it is now: one line per rule, with its first node and why. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of
  // describing every node of the page (its documented option for speed; the violations are the same).
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const [first] = violation.nodes;
      const why = first?.failureSummary?.split('\n')[1]?.trim() ?? violation.help;
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${first?.target.join(' ') ?? ''} — ${why}`;
    });
};
