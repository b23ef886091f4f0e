import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../support/shop-calls';

/**
 * compose.yaml up, as an operator brings it up (docs/deploying.md#compose), with compose.test.yaml
 * publishing the instances and the object store on loopback. COMPOSE_STAND_INS=1 takes the images
 * from stand-ins.env (a machine that cannot pull the public ones). Torn down with its volumes.
 */
const project = `oculo-test-${process.pid}`;
const root = path.resolve(__dirname, '../..');
const ports = { lb: 3220, a: 3221, b: 3222, mail: 3225, objects: 3226, postgres: 3227 } as const;

function standIns(): Record<string, string> {
  if (process.env.COMPOSE_STAND_INS !== '1') return {};
  const lines = readFileSync(path.join(__dirname, 'stand-ins.env'), 'utf8').split('\n');
  return Object.fromEntries(
    lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => line.split('=', 2) as [string, string]),
  );
}

const compose = (...args: string[]) =>
  execFileSync(
    'podman-compose',
    ['--project-name', project, '-f', 'compose.yaml', '-f', 'scale-out/compose/compose.test.yaml', ...args],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...standIns(),
        SHOP_PORT: String(ports.lb),
        MAIL_PORT: String(ports.mail),
        SITE_URL: `http://127.0.0.1:${ports.lb}`,
      },
    },
  );

/** The volumes the project's containers use, the image's anonymous /data ones too. */
function projectVolumes(): string[] {
  const containers = execFileSync(
    'podman',
    ['ps', '--all', '--quiet', '--filter', `label=io.podman.compose.project=${project}`],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
  if (containers.length === 0) return [];
  return execFileSync(
    'podman',
    ['inspect', '--format', '{{range .Mounts}}{{.Name}} {{end}}', ...containers],
    {
      encoding: 'utf8',
    },
  )
    .split(/\s+/)
    .filter(Boolean);
}

/** Where the suites reach the composed shop from this machine. */
export interface ComposedShop {
  project: string;
  lb: string;
  a: string;
  b: string;
  mail: string;
  /** compose.yaml's object store, bucket and key pair, as the S3_* variables. */
  bucketEnv: Record<string, string>;
  /** compose.yaml's database, as its owner. */
  databaseUrl: string;
  /** The instances' addresses as nginx names them (its upstream), A's first. */
  upstreams: string[];
}

const containerAddress = (service: string) =>
  execFileSync(
    'podman',
    [
      'inspect',
      '--format',
      '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
      `${project}_${service}_1`,
    ],
    { encoding: 'utf8' },
  ).trim();

/** Brings compose.yaml up and waits for both instances and nginx; answers where it is and how to take it down. */
export async function upComposedShop(): Promise<{ shop: ComposedShop; down: () => Promise<void> }> {
  compose('up', '-d');
  const down = async () => {
    const volumes = projectVolumes();
    compose('down', '--volumes');
    if (volumes.length > 0) execFileSync('podman', ['volume', 'rm', '--force', ...volumes]);
  };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url(ports.a)}/api/health`, 240);
    await waitFor(`${url(ports.b)}/api/health`, 120);
    await waitFor(`${url(ports.lb)}/api/health`, 60);
  } catch (error) {
    await down();
    throw error;
  }
  const shop: ComposedShop = {
    project,
    lb: url(ports.lb),
    a: url(ports.a),
    b: url(ports.b),
    mail: url(ports.mail),
    // compose.yaml's defaults
    bucketEnv: {
      S3_ENDPOINT: url(ports.objects),
      S3_BUCKET: 'oculo',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'oculo',
      S3_SECRET_ACCESS_KEY: 'oculo-demo-secret',
    },
    databaseUrl: `postgres://oculo:oculo-demo@127.0.0.1:${ports.postgres}/oculo`,
    upstreams: ['shop-a', 'shop-b'].map((service) => `${containerAddress(service)}:3000`),
  };
  return { shop, down };
}

export default async function upCompose(): Promise<() => Promise<void>> {
  const { shop, down } = await upComposedShop();
  Object.assign(process.env, { COMPOSED_SHOP: JSON.stringify(shop) });
  return down;
}
