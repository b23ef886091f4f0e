import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','loading','blink.user_timing','v8.execute'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(1500);
const buf = await browser.stopTracing();
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
const nav = events.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) || events.find(e=>e.name==='navigationStart');
const t0 = nav.ts;
const marks = events.filter(e => ['firstPaint','firstContentfulPaint','largestContentfulPaint::Candidate','domContentLoadedEventEnd','MarkDOMContent'].includes(e.name));
for (const m of marks) console.log('MARK', m.name, ((m.ts - t0)/1000).toFixed(1));
// main thread: find renderer main thread tid with CrRendererMain
const main = events.find(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some(x=>x.pid===e.pid && x.name==='firstContentfulPaint'));
const tasks = events.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > 5000);
for (const t of tasks) {
  const inner = events.filter(e => e.pid===main.pid && e.tid===main.tid && e.ph==='X' && e.ts>=t.ts && e.ts<t.ts+t.dur && ['EvaluateScript','v8.compile','FunctionCall','ParseHTML','Layout','UpdateLayoutTree','Paint','v8.run','TimerFire','FireAnimationFrame','RunMicrotasks','v8.evaluateModule'].includes(e.name) && e.dur>2000);
  console.log('TASK', ((t.ts-t0)/1000).toFixed(1), (t.dur/1000).toFixed(1), inner.slice(0,6).map(e=>`${e.name}${e.args?.data?.url? '('+e.args.data.url.slice(-20)+')':''}:${(e.dur/1000).toFixed(0)}`).join(' '));
}
