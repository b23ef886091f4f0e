import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCANNED_STATES_DIR } from './scanned-states';

/** The browser suite's run: a fresh record of the page states audited, which every worker shares. */
export default function globalSetup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'oculo-e2e-audited-'));
  process.env[SCANNED_STATES_DIR] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
