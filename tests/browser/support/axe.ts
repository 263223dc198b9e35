// An accessibility check with axe-core on the page as it is now: every rule axe runs by default
// (WCAG 2.0-2.2 A and AA, and best practices) plus the label-in-name check, and no violation allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with one line per violation and the elements it found, named after `screen`. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`,
  );
  expect(found, `axe-core violations on ${screen}`).toEqual([]);
}
