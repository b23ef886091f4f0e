import { randomBytes } from 'node:crypto';
import { test as base, type Locator, type Page } from '@playwright/test';
import { AccessibilityAudit, describeFindings } from './accessibility-audit';

// The browser suite's `test` and `expect`: Playwright's, plus an axe-core scan of every page state a
// test reaches and a check that the content security policy refused nothing the shop itself does.
// Every spec imports them from here.
export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/** The audit of each test's page; a locator finds its page's audit here. */
const audits = new WeakMap<Page, AccessibilityAudit>();

/** Actions before which the page's current state is checked (the state the test reached). */
const ACTIONS = [
  'check',
  'click',
  'dblclick',
  'fill',
  'focus',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'setChecked',
  'setInputFiles',
  'tap',
  'uncheck',
];
/** Navigations after which the page is checked once its load has settled. */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'];

/** Replaces `target[name]` with a function that checks before (and, when asked, after) the call. */
function around(target: object, name: string, check: (self: unknown) => Promise<void>, after = false): void {
  const original: unknown = Reflect.get(target, name);
  if (typeof original !== 'function') return;
  Reflect.set(target, name, async function (this: unknown, ...args: unknown[]) {
    await check(this);
    const result: unknown = await Reflect.apply(original, this, args);
    if (after) await check(this);
    return result;
  });
}

let locatorsWatched = false;

/** Locators are made by Playwright; their shared prototype is wrapped once per worker. */
function watchLocators(page: Page): void {
  if (locatorsWatched) return;
  locatorsWatched = true;
  const prototype: object | null = Object.getPrototypeOf(page.locator('html'));
  if (!prototype) return;
  for (const action of ACTIONS) {
    around(prototype, action, async (self) => {
      await audits.get((self as Locator).page())?.check();
    });
  }
}

/**
 * A network address of the test's own (10.x.y.z), which the suite's servers take from
 * X-Forwarded-For (playwright.config.ts starts them with TRUST_PROXY=1, the runner being the one
 * proxy in front of them). Each test is then a shopper on a network of its own, as in a real shop,
 * and the limits per network address (20 new accounts an hour, sign-in tries) count each test
 * apart instead of the whole suite's hundreds of shoppers as one.
 */
function ownNetworkAddress(): string {
  return ['10', ...Array.from(randomBytes(3))].join('.');
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': ownNetworkAddress() });
  },
  page: async ({ page }, provide, testInfo) => {
    const audit = new AccessibilityAudit(page, testInfo);
    // Chromium reports each refusal of the policy on the console ("Refused to … because it violates
    // the following Content Security Policy directive …").
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        refusals.push(`${page.url()}: ${message.text()}`);
      }
    });
    audits.set(page, audit);
    watchLocators(page);
    const checkPage = () => audit.check();
    for (const action of ACTIONS) around(page, action, checkPage);
    for (const navigation of NAVIGATIONS) around(page, navigation, checkPage, true);
    around(page.keyboard, 'press', checkPage);

    await provide(page);

    if (refusals.length > 0) throw new Error(`The content security policy refused:\n${refusals.join('\n')}`);
    // the state the test ends in; a test that already failed is not scanned further
    if (testInfo.status === testInfo.expectedStatus) await audit.check();
    if (audit.findings.length > 0) {
      await testInfo.attach('accessibility-violations.json', {
        body: JSON.stringify(audit.findings, null, 2),
        contentType: 'application/json',
      });
      throw new Error(describeFindings(audit.findings));
    }
  },
});
