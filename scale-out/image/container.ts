import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '../support/shop-calls';

/**
 * Runs the shop's image as an operator would (docs/deploying.md#image): nothing but the image, a
 * folder for its /data volume and the environment; the embedded database, the demo payment
 * provider. The spec reaches it on IMAGE_URL and runs podman against IMAGE_CONTAINER.
 */
const image = process.env.OCULO_IMAGE ?? 'localhost/oculo:latest';
const port = 3210;
/** The image's user (Dockerfile): the volume's folder must be its own, as a named volume would be. */
const SHOP_UID = 10001;

export const podman = (...args: string[]): string =>
  execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export default async function startContainer(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-image-data-'));
  chownSync(dataDir, SHOP_UID, SHOP_UID);
  const name = `oculo-image-${process.pid}`;
  const url = `http://127.0.0.1:${port}`;
  podman(
    'run',
    '--detach',
    '--name',
    name,
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${dataDir}:/data`,
    '--env',
    'PAYMENTS_DEMO=1',
    '--env',
    `SITE_URL=${url}`,
    '--env',
    'LOG_LEVEL=warn',
    image,
  );
  try {
    await waitFor(`${url}/api/health`, 180);
  } catch (error) {
    console.error(podman('logs', '--tail', '40', name));
    throw error;
  }
  Object.assign(process.env, { IMAGE_URL: url, IMAGE_CONTAINER: name, IMAGE_DATA_DIR: dataDir });
  return async () => {
    try {
      podman('rm', '--force', '--time', '10', name);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
