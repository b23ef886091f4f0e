import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where the run's workers record the page states scanned (set by e2e/support/global-setup.ts). */
export const SCANNED_STATES_DIR = 'E2E_SCANNED_STATES_DIR';

/**
 * The page states the accessibility audit has scanned in this run, shared by the suite's workers: a
 * state one worker scanned (the home page, a listing, a lens step) is not scanned again by the
 * other. Each scan is a settle and a full axe run (1.3-2.5 s on a slow host), much of the suite's
 * time. A state is a file named by its key's hash, created exclusively, so two workers never both
 * claim one.
 * Without the folder (a single spec run by hand), the worker's own memory is the record.
 */
export class ScannedStates {
  private readonly known = new Set<string>();

  constructor(private readonly dir = process.env[SCANNED_STATES_DIR]) {}

  has(key: string): boolean {
    if (this.known.has(key)) return true;
    if (!this.dir || !existsSync(this.fileOf(key))) return false;
    this.known.add(key);
    return true;
  }

  /** Whether this worker is the first to scan the state; a later claim is refused. */
  claim(key: string): boolean {
    if (this.known.has(key)) return false;
    this.known.add(key);
    if (!this.dir) return true;
    try {
      closeSync(openSync(this.fileOf(key), 'wx'));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /**
   * A scan cut short (the page left the state), or one with findings: the next test to reach the
   * state scans it again, in whichever worker. `keepHere`: this worker does not, so one failing test
   * lists its findings once.
   */
  release(key: string, { keepHere = false } = {}): void {
    if (!keepHere) this.known.delete(key);
    if (this.dir) rmSync(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    return path.join(this.dir ?? '', createHash('sha1').update(key).digest('hex'));
  }
}
