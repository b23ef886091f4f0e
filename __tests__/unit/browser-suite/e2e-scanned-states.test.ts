import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ScannedStates } from '../../../e2e/support/scanned-states';

// The browser suite's accessibility audit scans each page state once per run, whichever of its
// workers reaches it first; a state with findings is scanned again by the next test.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'oculo-scanned-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const STATE = 'desktop | /eyeglasses | guest |  | Eyeglasses | Products';

describe('ScannedStates, the audit’s record shared by the workers', () => {
  it('lets one worker claim a state; the other sees it scanned', () => {
    const [first, second] = [new ScannedStates(dir), new ScannedStates(dir)];
    expect(second.has(STATE)).toBe(false);
    expect(first.claim(STATE)).toBe(true);
    expect(second.has(STATE)).toBe(true);
    expect(second.claim(STATE)).toBe(false);
    expect(first.claim(STATE)).toBe(false);
  });

  it('keeps the projects apart: the same page on the phone is another state', () => {
    const states = new ScannedStates(dir);
    expect(states.claim(STATE)).toBe(true);
    expect(states.claim(STATE.replace('desktop', 'phone'))).toBe(true);
  });

  it('gives a released state (a scan cut short) to the next worker to reach it', () => {
    const [first, second] = [new ScannedStates(dir), new ScannedStates(dir)];
    first.claim(STATE);
    first.release(STATE);
    expect(second.has(STATE)).toBe(false);
    expect(second.claim(STATE)).toBe(true);
  });

  it('a state with findings is scanned again by another worker (a retry), not by the same one', () => {
    const [failing, retry] = [new ScannedStates(dir), new ScannedStates(dir)];
    failing.claim(STATE);
    failing.release(STATE, { keepHere: true });
    expect(failing.has(STATE)).toBe(true);
    expect(retry.claim(STATE)).toBe(true);
  });

  it('without a shared folder, remembers the worker’s own scans', () => {
    const states = new ScannedStates(undefined);
    expect(states.claim(STATE)).toBe(true);
    expect(states.has(STATE)).toBe(true);
    expect(new ScannedStates(undefined).has(STATE)).toBe(false);
  });
});
