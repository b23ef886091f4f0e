import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// docs/architecture.md#mail, proved: "A test kills the process between the commit of an order and
// its mail, restarts, and finds exactly one mail." Each step is a process of its own on one
// embedded database in a data folder: the first pays an order and dies by SIGKILL right after the
// commit; the second starts as a server does and sends what was left; a third start sends nothing
// more.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-outbox-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string) {
  return spawnSync(
    path.join(process.cwd(), 'node_modules/.bin/tsx'),
    ['--require', './scripts/server-side.cjs', path.join('__tests__/support/outbox-crash', script)],
    {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 90_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        // the processes are not behind scripts/serve.mjs: the test's calls come from 127.0.0.1
        OCULO_PEER_STAMPED: '1',
        PAYMENTS_DEMO: '1',
      },
    },
  );
}

const lastLine = (output: string) => JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as unknown;
const mails = () => {
  const outbox = path.join(dataDir, 'outbox');
  try {
    return readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
  } catch {
    return [];
  }
};

it('sends the confirmation of an order paid just before a crash once, after the restart', () => {
  const paid = run('pay-then-die.ts');
  // killed right after the commit (tsx runs the script in a child and answers its 128 + 9)
  expect({ died: paid.signal ?? paid.status, stderr: paid.stderr }).toEqual({ died: 137, stderr: 'paid\n' });
  const { email, orderNumber } = lastLine(paid.stdout) as { email: string; orderNumber: string };
  expect(mails()).toEqual([]);

  const restarted = run('restart.ts');
  expect(restarted.status).toBe(0);
  // the crash came between the commit and the send: the mail was waiting, and is now sent
  expect(lastLine(restarted.stdout)).toEqual({ unsentBefore: 1, unsentAfter: 0 });
  const [mail, ...more] = mails();
  expect(more).toEqual([]);
  expect(mail).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
  expect(mail).toContain(`Your Oculo order ${orderNumber} is confirmed`);

  // another restart finds nothing to send and sends nothing again
  expect(lastLine(run('restart.ts').stdout)).toEqual({ unsentBefore: 0, unsentAfter: 0 });
  expect(mails()).toHaveLength(1);
}, 240_000);
