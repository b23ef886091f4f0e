import { AccessibilityAudit } from './support/accessibility-audit';
import { expect, test } from './support/test';

// The shop's accessibility check rests on the audit every test's page runs (e2e/support/test.ts):
// this shows that it finds what it should, in the page and in a same-origin frame, and nothing on a
// clean page. Each page here is a shop page whose body is replaced, with a heading of its own, so
// its state is not one the rest of the suite scans. The `browser` fixture keeps the suite's own
// audit out of it.

const LOW_CONTRAST = '<p style="color:#bbb;background:#fff">Frames from $59</p>';

test('the audit names the violations on a page and in its frame, and none on a clean page', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/faq');
    const audit = new AccessibilityAudit(page, testInfo);

    await page.setContent(`<!doctype html><html lang="en"><head><title>Audit check</title></head>
      <body><main><h1>Audit check: a broken page</h1>${LOW_CONTRAST}
      <img src="/favicon.ico"><button></button></main></body></html>`);
    await audit.check();
    const inPage = audit.findings.map((finding) => finding.rule);
    expect(inPage).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'button-name']));

    const framed = `<!doctype html><html lang="en"><title>Frame</title><body><img src="/favicon.ico"></body></html>`;
    await page.setContent(`<!doctype html><html lang="en"><head><title>Audit check</title></head>
      <body><main><h1>Audit check: a broken frame</h1>
      <iframe title="A frame" srcdoc='${framed}'></iframe></main></body></html>`);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
    const before = audit.findings.length;
    await audit.check();
    const inFrame = audit.findings.slice(before);
    expect(inFrame.map((finding) => finding.rule)).toContain('image-alt');
    expect(inFrame.find((finding) => finding.rule === 'image-alt')?.targets.join(' ')).toContain('iframe');

    await page.setContent(`<!doctype html><html lang="en"><head><title>Audit check</title></head>
      <body><main><h1>Audit check: a clean page</h1><p>Frames from $59</p>
      <img src="/favicon.ico" alt="Oculo"><button>Add to cart</button></main></body></html>`);
    const clean = audit.findings.length;
    await audit.check();
    expect(audit.findings.slice(clean)).toEqual([]);
  } finally {
    await context.close();
  }
});
