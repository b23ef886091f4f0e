import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimPgliteFolder, PgliteFolderBusyError } from '@/lib/server/platform/db/pglite-owner';

// `npm run operator` (docs/operating.md#first-owner) and `npm run seed` open the embedded database
// themselves: while the shop has the folder open they must stop with a message, never write it from
// a second process.

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'oculo-owner-')), 'db');

it('refuses a folder a live process holds, and takes one whose holder is gone', async () => {
  const dir = folder();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  try {
    writeFileSync(`${dir}.owner`, String(other.pid));
    expect(() => claimPgliteFolder(dir)).toThrow(PgliteFolderBusyError);
    expect(() => claimPgliteFolder(dir)).toThrow('Stop the shop first');
  } finally {
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
  }
  const release = claimPgliteFolder(dir);
  expect(existsSync(`${dir}.owner`)).toBe(true);
  release();
  expect(existsSync(`${dir}.owner`)).toBe(false);
});

it('lets the same process open its folder again', () => {
  const dir = folder();
  const first = claimPgliteFolder(dir);
  const second = claimPgliteFolder(dir);
  second();
  first();
  expect(existsSync(`${dir}.owner`)).toBe(false);
});
