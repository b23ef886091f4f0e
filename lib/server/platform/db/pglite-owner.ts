import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// PGlite is PostgreSQL inside one process: two processes opening one data folder would both write
// its files and break it. The process that opens a folder writes its pid beside it; another one
// (`npm run operator`, `npm run seed` while the shop runs) is told to stop the shop first.

export class PgliteFolderBusyError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is open in another process (pid ${pid}, the running shop?). ` +
        'Stop the shop first, or point DATABASE_URL at PostgreSQL, where any number of processes may connect.',
    );
    this.name = 'PgliteFolderBusyError';
  }
}

const ownerFile = (dir: string) => `${dir.replace(/\/+$/, '')}.owner`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks the folder as this process's, or throws when a live other process has it. Answers the release. */
export function claimPgliteFolder(dir: string): () => void {
  const file = ownerFile(dir);
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8').trim());
  } catch {
    // no owner yet
  }
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new PgliteFolderBusyError(dir, holder);
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
