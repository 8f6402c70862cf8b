/** axe's rules as the accessibility checks run them (WCAG 2.2 AA and best practice), for any page a test has open. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The open page's violations, one line each. Only violations are read, so axe collects one node for
 * each rule that passes, not every node. Legacy mode runs axe.run in the page itself: the default
 * runs each frame apart and then merges the results in a new blank page, which took 2.5 times as
 * long here; a page with a frame must be checked otherwise.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
