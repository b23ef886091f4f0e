// Serves the production build on a freshly created PostgreSQL database (the browser suite's
// "postgres" project): E2E_DATABASE_URL names the database, which is dropped and created here.
import { spawn } from 'node:child_process';
import pg from 'pg';

const url = new URL(process.env.E2E_DATABASE_URL);
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();

// scripts/serve.mjs: `next start` with the socket address the rate limits need.
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PG_PORT ?? '3101', DATABASE_URL: url.toString() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
