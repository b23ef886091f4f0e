import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const bareApp = path.join('bench', 'bare-next');
const nextBin = path.join('node_modules', '.bin', 'next');

/**
 * Builds bench/bare-next (a layout and a page, nothing but the framework's runtime) with the shop's
 * Next.js and serves it with `next start` on `port`: the floor a shop page is measured against, for
 * its JavaScript (bench:page-js) and its Lighthouse score on this machine (bench:pages).
 */
export async function serveBareNextPage(port: number): Promise<ChildProcess> {
  const address = `http://127.0.0.1:${port}/`;
  // Whatever already holds the port would answer for the bare page (`next start` exits there).
  if (await answers(address)) throw new Error(`port ${port} is taken: stop what serves it first`);
  execFileSync(nextBin, ['build', bareApp], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const server = spawn(nextBin, ['start', bareApp, '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let attempt = 0; attempt < 240 && !exited; attempt++) {
    if (await answers(address)) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`the bare Next.js page did not start on port ${port}`);
}

async function answers(address: string): Promise<boolean> {
  try {
    return (await fetch(address)).ok;
  } catch {
    return false;
  }
}
