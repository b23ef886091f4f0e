import { readFileSync } from 'node:fs';

// The try-on's models and the prescription reader's files are served by the shop from public/,
// copied there from the installed packages (scripts/copy-served-assets.mjs). Each way of running
// the shop copies them first: `npm run dev`, `npm run build`, and `npm start` (the README's quick
// start, which builds on its own), or the browser asks the shop for files it does not have.

const COPY = 'node scripts/copy-served-assets.mjs';
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('every way of running the shop copies the files the browser loads from it', () => {
  it.each([
    ['npm run dev', scripts.dev ?? ''],
    ['npm run build', scripts.build ?? ''],
  ])('%s, before Next.js starts', (_name, command) => {
    expect(command.indexOf(COPY)).toBeGreaterThanOrEqual(0);
    expect(command.indexOf(COPY)).toBeLessThan(command.indexOf('next '));
  });

  it('npm start, before it builds', () => {
    const start = readFileSync('scripts/start.mjs', 'utf8');
    const copy = "await import('./copy-served-assets.mjs')";
    expect(start.indexOf(copy)).toBeGreaterThanOrEqual(0);
    expect(start.indexOf(copy)).toBeLessThan(start.indexOf("' build'"));
  });
});
