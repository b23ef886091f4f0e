import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestBucket, type TestBucket } from '../__tests__/support/s3-server';
import { upComposedShop } from './compose/stack';
import { startOtlpReceiver } from './otlp-receiver';
import { stopAll, waitFor } from './support/shop-calls';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/**
 * The scale-out suite's cluster, as docs/scaling-out.md#many-instances describes it: two
 * production instances (scripts/serve.mjs on the build) on one fresh PostgreSQL database, the
 * machine's Redis and a loopback S3 server, behind nginx round-robin. The spec reaches each
 * instance directly (SCALE_A, SCALE_B) and both through the balancer (SCALE_LB).
 *
 * SCALE_B_WITHOUT_S3=1 starts instance B on its own folder instead of the bucket: the check that
 * the suite fails when one instance does not share the bucket.
 *
 * SCALE_STACK=compose runs cluster.spec.ts against compose.yaml's shop instead
 * (docs/deploying.md#tests): its images, its nginx, its mail catcher in place of the outbox.
 */
const ports = { lb: 3200, a: 3201, b: 3202, otlp: 3209 } as const;
/** Both instances answer /metrics to it; only A sends traces, to the suite's receiver. */
const METRICS_TOKEN = 'scale-out-metrics-token';
const adminUrl = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBin = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function nginxConfig(root: string): string {
  return `daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  # what docs/scaling-out.md#many-instances asks of a proxy in front (docs/security.md#slow-clients)
  client_max_body_size 31m;
  client_header_timeout 20s;
  client_body_timeout 20s;
  limit_conn_zone $binary_remote_addr zone=per_client:1m;
  upstream oculo {
    server 127.0.0.1:${ports.a};
    server 127.0.0.1:${ports.b};
  }
  server {
    listen 127.0.0.1:${ports.lb};
    limit_conn per_client 64;
    limit_conn_status 429;
    # live chat's event streams (docs/operating.md#live-chat): each event leaves at once, and an
    # open stream (a comment every 20 s) is not cut by the read timeout
    location ~ ^/api/(chat|admin/chats)/stream$ {
      proxy_pass http://oculo;
      proxy_http_version 1.1;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Oculo-Upstream $upstream_addr always;
    }
    location / {
      proxy_pass http://oculo;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # which instance answered, so the suite can see the round robin
      add_header X-Oculo-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function startComposedCluster(): Promise<() => Promise<void>> {
  const { shop, down } = await upComposedShop();
  Object.assign(process.env, {
    SCALE_A: shop.a,
    SCALE_B: shop.b,
    SCALE_LB: shop.lb,
    SCALE_DB: shop.databaseUrl,
    SCALE_MAIL: shop.mail,
    SCALE_UPSTREAMS: JSON.stringify(shop.upstreams),
    SCALE_BUCKET_ENV: JSON.stringify(shop.bucketEnv),
  });
  return down;
}

export default async function startCluster(): Promise<() => Promise<void>> {
  if (process.env.SCALE_STACK === 'compose') return startComposedCluster();
  const root = mkdtempSync(path.join(tmpdir(), 'oculo-scale-out-'));
  const database = `oculo_scale_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  const bucket: TestBucket = await startTestBucket('oculo-scale-out');
  const stopReceiver = await startOtlpReceiver(ports.otlp);
  const children: ChildProcess[] = [];
  const instance = (name: 'a' | 'b') => {
    const dataDir = path.join(root, name);
    mkdirSync(dataDir);
    const withoutBucket = name === 'b' && process.env.SCALE_B_WITHOUT_S3 === '1';
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...SERVER_ENVIRONMENT,
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(ports[name]),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        SITE_URL: `http://127.0.0.1:${ports.lb}`,
        TRUST_PROXY: '127.0.0.1',
        PAYMENTS_DEMO: '1',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN,
        ...(name === 'a'
          ? {
              OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${ports.otlp}`,
              OTEL_SERVICE_NAME: 'oculo-a',
              // the suite waits for spans: the batch goes out every half second
              OTEL_BSP_SCHEDULE_DELAY: '500',
            }
          : {}),
        ...(withoutBucket ? {} : bucket.env),
      },
    });
    children.push(child);
    return dataDir;
  };
  // A first, so it migrates and seeds; B starts on the prepared database (both may start at once:
  // the start-up lock would hold B, but the suite should not wait for that twice).
  const dataA = instance('a');
  await waitFor(`http://127.0.0.1:${ports.a}/api/health`, 120);
  const dataB = instance('b');
  await waitFor(`http://127.0.0.1:${ports.b}/api/health`, 120);

  writeFileSync(path.join(root, 'nginx.conf'), nginxConfig(root));
  const nginx = spawn(nginxBin, ['-c', path.join(root, 'nginx.conf'), '-p', root], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  await waitFor(`http://127.0.0.1:${ports.lb}/api/health`, 30);

  Object.assign(process.env, {
    SCALE_A: `http://127.0.0.1:${ports.a}`,
    SCALE_B: `http://127.0.0.1:${ports.b}`,
    SCALE_LB: `http://127.0.0.1:${ports.lb}`,
    SCALE_DB: databaseUrl.toString(),
    SCALE_DATA_DIRS: JSON.stringify([dataA, dataB]),
    SCALE_UPSTREAMS: JSON.stringify([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]),
    // observability.spec.ts pauses B (SIGSTOP) so that a minute's jobs run on A
    SCALE_B_PID: String(children[1]?.pid ?? ''),
    SCALE_BUCKET_ENV: JSON.stringify(bucket.env),
    SCALE_METRICS_TOKEN: METRICS_TOKEN,
    SCALE_OTLP: `http://127.0.0.1:${ports.otlp}`,
  });

  return async () => {
    await stopAll(children);
    await bucket.stop();
    await stopReceiver();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
    rmSync(root, { recursive: true, force: true });
  };
}
