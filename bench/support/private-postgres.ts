import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.BENCH_PG_BIN ?? '/usr/local/bin';
/** PostgreSQL refuses to run as root; the cluster is the `postgres` OS user's, as a package's is. */
const OS_USER = process.env.BENCH_PG_OS_USER ?? 'postgres';

/**
 * A PostgreSQL cluster of the bench's own, in a temporary folder and on a loopback port, so a
 * bench may stop and restart it without touching the machine's shared server (other sessions use
 * that one). Trust authentication: nothing but this machine can reach it.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  /** `pg_ctl restart -m fast`: every session is ended, the server stops and starts again. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'oculo-bench-pg-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  mkdirSync(socketDir, { mode: 0o777 });
  chmodSync(socketDir, 0o777);
  const logFile = path.join(root, 'postgres.log');
  const asOwner = (command: string, args: string[]) =>
    run('runuser', ['-u', OS_USER, '--', path.join(BIN, command), ...args], { cwd: root });
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (action: string, extra: string[] = []) =>
    asOwner('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-o', options, ...extra, action]);

  await asOwner('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await pgCtl('start');
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await pgCtl('restart', ['-m', 'fast']);
    },
    remove: async () => {
      await pgCtl('stop', ['-m', 'immediate']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
