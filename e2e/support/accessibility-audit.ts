import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import { NetworkQuiet } from './network-quiet';
import { ScannedStates } from './scanned-states';

// The shop's accessibility check: axe-core finds 0 violations, of any impact, on every page the
// browser suite visits, on phone and desktop. The standard axe rules engine decides; nothing is
// excluded.

/** The rule sets run: WCAG 2.0 and 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One violation as the failing test lists it. */
export interface AuditFinding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe's source, run only in a document that has no axe yet. The builder evaluates its source twice per
 * scan (once to look for `runPartial`, once more in every frame); the second run of the whole
 * engine's setup, and a third in a later scan of the same document, is what this skips. Scans of
 * five catalog and product pages took 0.79 s each instead of 0.99 s on a slow host.
 * The mark is on the root element, not the window: a document rewritten in place (document.open, as
 * Playwright's setContent does) keeps its window and that window's axe, which then found nothing in
 * a new frame (e2e/accessibility-audit.spec.ts failed so); its new root gets it a fresh axe.
 */
const AXE_SOURCE_ONCE = `if (!window.axe || !document.documentElement.oculoAxe) {
${axe.source}
document.documentElement.oculoAxe = true;
}`;

/** Longest wait for a page to settle (network quiet, transitions over) before it is scanned. */
const SETTLE_MS = 2_500;

/**
 * What makes one page state worth a scan: the address, whether a shopper is signed in (the header
 * differs), the open dialogs, the main heading and the section headings shown in main (a wizard's
 * step, a cart's lines, a form's confirmation). States already scanned in this run, by either
 * worker, are not scanned again, so the check stays fast across a whole suite.
 */
async function pageStateKey(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      };
      const dialogs = [...document.querySelectorAll('[role="dialog"], dialog[open], [aria-modal="true"]')]
        .filter(visible)
        .map((element) => element.getAttribute('aria-label') || element.id || element.tagName)
        .join(',');
      const heading = [...document.querySelectorAll('h1')].find(visible)?.textContent?.trim() ?? '';
      const sections = [...document.querySelectorAll('main h2')]
        .filter(visible)
        .map((element) => element.textContent?.trim() ?? '')
        .join(',');
      const signedIn = document.cookie.includes('oculo_token=');
      return `${location.pathname}${location.search} | ${signedIn ? 'signed in' : 'guest'} | ${dialogs} | ${heading} | ${sections}`;
    });
  } catch {
    // the page is between documents (or closed): the next check sees the settled state
    return null;
  }
}

/** Waits (bounded) until the network is quiet and running transitions and animations are over. */
async function settle(page: Page, network: NetworkQuiet): Promise<void> {
  await page.waitForLoadState('load', { timeout: SETTLE_MS }).catch(() => undefined);
  await network.settle(SETTLE_MS);
  // Next streams a dynamic page's metadata after its body: right after a soft navigation (a console
  // filter) the document can be without its title for a moment, which axe reports as a missing title.
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: SETTLE_MS })
    .catch(() => undefined);
  await page
    .evaluate(async (limit) => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.race([
        Promise.allSettled(finite.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]);
    }, SETTLE_MS)
    .catch(() => undefined);
}

function findingsOf(page: string, violations: Result[]): AuditFinding[] {
  return violations.map((violation) => ({
    page,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** The failure message: every violation with its rule, impact, page and target selectors. */
export function describeFindings(findings: readonly AuditFinding[]): string {
  const lines = findings.map(
    (finding) =>
      `- ${finding.rule} (${finding.impact}) on ${finding.page}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
  );
  return `axe-core found ${findings.length} accessibility violation(s):\n${lines.join('\n')}`;
}

/** States scanned in this run, by project: each is scanned once, by the first worker to reach it. */
const scannedStates = new ScannedStates();

/** Scans one test's page at each settled state it reaches and collects the violations. */
export class AccessibilityAudit {
  readonly findings: AuditFinding[] = [];
  private scanning: Promise<void> = Promise.resolve();
  private readonly network: NetworkQuiet;

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {
    this.network = new NetworkQuiet(page);
  }

  /** Scans the page's current state unless this state was scanned already. */
  check(): Promise<void> {
    // one scan at a time: a check requested during a scan waits for it, then looks again
    this.scanning = this.scanning.then(() => this.scanIfNew());
    return this.scanning;
  }

  private keyOf(state: string): string {
    return `${this.testInfo.project.name} | ${state}`;
  }

  private async scanIfNew(): Promise<void> {
    if (this.page.isClosed()) return;
    // a cheap look first: most checks find a state already scanned and cost no wait
    const before = await pageStateKey(this.page);
    if (before === null || scannedStates.has(this.keyOf(before))) return;
    await settle(this.page, this.network);
    const state = await pageStateKey(this.page);
    if (state === null) return;
    const key = this.keyOf(state);
    if (!scannedStates.claim(key)) return;
    try {
      // Legacy mode runs axe.run in the page itself (and in each same-origin frame). The default
      // opens a blank tab per scan to merge the frames' results, for cross-origin frames the shop
      // has none of (no payment frame loads here): it halved the scan, 1.4 s to 0.7 s on a help
      // page and 3.5 s to 1.6 s on a listing, on a slow host. e2e/accessibility-audit.spec.ts
      // shows a violation in the page and one in a frame are still found.
      // Only the violations are wanted: axe then builds each passing or incomplete rule's selectors
      // and snippets for one node instead of every node, and the violations stay whole (its
      // resultTypes option). The 53 scans of catalog, page-titles and checkout took 57 s, not 79 s.
      const results = await new AxeBuilder({ page: this.page, axeSource: AXE_SOURCE_ONCE })
        .withTags(AXE_TAGS)
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      this.findings.push(...findingsOf(state, results.violations));
      // A state with findings stays unscanned, so a retry of the failing test (or any other test
      // reaching it) scans and fails again instead of passing as flaky.
      if (results.violations.length > 0) scannedStates.release(key, { keepHere: true });
    } catch (error) {
      // the page navigated away mid-scan: that state was left; the next one is scanned instead
      scannedStates.release(key);
      if (!/context was destroyed|navigat|closed/i.test(String(error))) throw error;
    }
  }
}
