import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, describeFindings } from './accessibility-audit';
import { expect, type Page } from './test';

// The two checks every console page's browser test makes at 1440, 768 and 390 px
// (docs/operating.md#console-layout): nothing scrolls sideways, and axe finds nothing.

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** `where` names the page and state in the findings ("/admin/taxes at 390 px"). */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const findings = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    page: where,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(findings, describeFindings(findings)).toEqual([]);
}
