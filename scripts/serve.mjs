// Serves the production build (`npm run serve`, and `npm start` after its checks), as `next start`
// does, with six differences. First, every request carries the address of the socket it came in
// on, in the private header x-oculo-peer. Route handlers cannot see the socket, and under `next
// start` a client's own X-Forwarded-For reaches them as it was sent, so the rate limits had nothing
// to go on but headers anyone can write. The header is overwritten on every request, so a client
// can never send its own; lib/server/platform/client-address/request-address.ts reads it and
// applies TRUST_PROXY. Second, route handlers' answers are compressed as pages are
// (single-header-response.mjs). Third, it compresses, with Next's own middleware, and sends a page
// from the page cache in the gzip the cache keeps (compressed-answers.mjs). Fourth, a client must
// send its request within a time, and one address may hold only so many connections open
// (server-limits.mjs, connection-cap.mjs; docs/security.md#slow-clients). Fifth, it counts every
// answer and, with METRICS_TOKEN set, answers /metrics (request-metrics.mjs, docs/operating.md#metrics).
// Sixth, it starts a few requests per turn of the event loop, so that a busy server still takes new
// connections (request-turns.mjs, docs/architecture.md#request-turns). PORT (default 3000) and
// HOSTNAME (default: every interface) as `next start`.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { compressAnswers } from './compressed-answers.mjs';
import { capConnectionsPerAddress, connectionsPerAddress } from './connection-cap.mjs';
import { PEER_HEADER, stampPeerAddress } from './peer-address.mjs';
import { inTurns } from './request-turns.mjs';
import { answerMetrics, asksForMetrics, countRequest, routePatterns } from './request-metrics.mjs';
import { takeBuiltConfig } from './built-config.mjs';
import { serverLimits } from './server-limits.mjs';
import { SingleHeaderResponse } from './single-header-response.mjs';

// PEER_STAMPED_ENV in lib/server/platform/client-address/request-address.ts: the header is this server's own.
process.env.OCULO_PEER_STAMPED = '1';
// `next start` runs the build in production mode; React and Next read this when they load.
process.env.NODE_ENV ??= 'production';

const port = Number(process.env.PORT ?? '3000');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Oculo cannot start: PORT "${process.env.PORT}" is not a port number.`);
  process.exit(1);
}
const hostname = process.env.HOSTNAME || undefined;
const dir = fileURLToPath(new URL('..', import.meta.url));
// the build's resolved config, not next.config.ts compiled again (built-config.mjs)
takeBuiltConfig(dir);

const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Read once Next has loaded .env, where TRUST_PROXY and CONNECTIONS_PER_ADDRESS may be set.
let connectionCap = 0;
try {
  connectionCap = connectionsPerAddress(process.env);
} catch (error) {
  console.error(`Oculo cannot start: ${error instanceof Error ? error.message : error}.`);
  process.exit(1);
}

// Off unless METRICS_TOKEN is set (docs/operating.md#metrics): then /metrics asks for it.
const metricsToken = process.env.METRICS_TOKEN || '';
const routeOf = routePatterns(dir);

/** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
const answer = (req, res) => {
  if (metricsToken && asksForMetrics(req.url)) {
    answerMetrics(req, res, metricsToken);
    return;
  }
  stampPeerAddress(req);
  compressAnswers(req, res);
  handle(req, res).catch((error) => {
    console.error(`Failed to handle ${req.method} ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
};
// a few requests a turn of the event loop, so new connections are taken while it is busy
const answerInTurns = inTurns(answer);

const server = createServer({ ...serverLimits(), ServerResponse: SingleHeaderResponse }, (req, res) => {
  // counted from its arrival, so /metrics sees the wait for its turn too
  if (!(metricsToken && asksForMetrics(req.url))) countRequest(req, res, routeOf);
  answerInTurns(req, res);
});

// At most one line a minute while connections are refused: an attack must not fill the log.
let refusedSince = 0;
let lastRefusalLine = 0;
capConnectionsPerAddress(server, connectionCap, () => {
  refusedSince += 1;
  if (Date.now() - lastRefusalLine < 60_000) return;
  console.warn(
    `Oculo closed ${refusedSince} connection(s) from an address that had ${connectionCap} open (CONNECTIONS_PER_ADDRESS; behind a proxy, set TRUST_PROXY)`,
  );
  refusedSince = 0;
  lastRefusalLine = Date.now();
});

server.on('error', (error) => {
  console.error('Oculo could not start its server:', error);
  process.exit(1);
});

server.listen(port, hostname, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  // as `next start`: the port actually taken (PORT=0 picks a free one)
  process.env.PORT = String(listening);
  const shown = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const host = shown.includes(':') ? `[${shown}]` : shown;
  console.log(`> Oculo ready on http://${host}:${listening} (socket addresses in ${PEER_HEADER})`);
});

// As `next start`: stop taking connections, let Next close, stop the job queue, and exit 130 / 143.
let stopping = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      app
        .close()
        // lib/server/flows/start.ts: the job queue lets a running job finish
        .then(() => globalThis.__oculoBeforeExit?.())
        .catch((error) => console.error(error))
        .finally(() => process.exit(code));
    });
    // Keep-alive connections would otherwise hold the close open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(code), 10_000).unref();
  });
}
