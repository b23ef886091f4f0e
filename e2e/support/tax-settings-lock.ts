import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The shop has one set of tax settings (docs/operating.md#taxes). Two spec files that turn tax on
// and give the settings back, running at once on the shared server, would undo each other's rates
// mid-test; each holds this lock from before its first change until it has given them back. A lock
// left by a run that died is taken over once it is older than any spec file runs.

const STALE_MS = 10 * 60_000;
const lockPath = () => path.join(tmpdir(), `oculo-e2e-tax-settings-${process.env.E2E_PG_PORT ?? '3101'}`);

/** Waits for the tax settings to be this spec file's alone; the answer gives them back to others. */
export async function holdTaxSettings(): Promise<() => void> {
  const lock = lockPath();
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function isStale(lock: string): boolean {
  try {
    return Date.now() - statSync(lock).mtimeMs > STALE_MS;
  } catch {
    return false;
  }
}
