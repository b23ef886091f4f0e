import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

/**
 * Serves the production build (scripts/serve.mjs with its Node flags, as `npm run serve`) for a benchmark and waits
 * until /api/health answers. `env` adds to the bench's own environment (DATABASE_URL, DATA_DIR,
 * SITE_URL …).
 */
export async function startShop(
  port: number,
  env: Record<string, string>,
  /** Node's own flags for the server (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeFlags: string[] = [],
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, 'scripts/serve.mjs'], {
    env: {
      ...SERVER_ENVIRONMENT,
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

export async function stopShop(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

/** The address of the first eyeglasses frame the shop lists: the product page a bench measures. */
export async function productPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/goods/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'eyeglasses', pageSize: 1 }),
  });
  const envelope = (await response.json()) as { data: { list: { code: string }[] } };
  const code = envelope.data.list[0]?.code;
  if (!code) throw new Error('the catalog is empty');
  return `/details/${code}`;
}

/** The middle value (the mean of the two middle values of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The p-th percentile of ascending latencies. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
