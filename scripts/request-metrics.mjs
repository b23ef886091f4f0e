// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Histogram, register } from 'prom-client';

// Requests per route and status, and their latency, counted by the production server for every
// answer (pages from the page cache, route handlers, files), and /metrics itself
// (docs/operating.md#metrics). A request is counted under its route's pattern as the build names
// it ("/api/cart/add", "/frames/[slug]"), never its own URL, so a crawler's odd addresses cannot
// grow the list without end: what matches no route is "(other)".

const requests = new Counter({
  name: 'oculo_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'],
});
const latency = new Histogram({
  name: 'oculo_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by route pattern',
  labelNames: ['route', 'method'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern of a path, from the build's routes manifest (.next/routes-manifest.json):
 * static routes by their path, dynamic ones by the regular expression the build wrote.
 * @param {string} dir the project's folder
 * @returns {(pathname: string) => string}
 */
export function routePatterns(dir) {
  /** @type {{ staticRoutes?: { page: string }[], dynamicRoutes?: { page: string, regex: string }[] }} */
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
  } catch {
    // no build yet: every request is "(other)"
  }
  const statics = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamics = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    pattern: new RegExp(route.regex),
  }));
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (statics.has(trimmed)) return trimmed;
    return dynamics.find((route) => route.pattern.test(trimmed))?.page ?? '(other)';
  };
}

/**
 * Counts the request when its answer ends (or the client leaves).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(pathname: string) => string} routeOf
 */
export function countRequest(req, res, routeOf) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    let pathname = '/';
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      // an address URL cannot read is "(other)"
    }
    const route = routeOf(pathname);
    const method = METHODS.has(req.method ?? '') ? /** @type {string} */ (req.method) : 'OTHER';
    requests.inc({ route, method, status: String(res.statusCode) });
    latency.observe({ route, method }, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

/** @param {string | undefined} url */
export function asksForMetrics(url) {
  return url === '/metrics' || (url?.startsWith('/metrics?') ?? false);
}

/**
 * Answers /metrics in Prometheus's text format to a request bearing METRICS_TOKEN
 * (`Authorization: Bearer <token>`), and 401 to any other.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} token
 */
export async function answerMetrics(req, res, token) {
  const sent = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  if (sent.length !== wanted.length || !timingSafeEqual(sent, wanted)) {
    res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' });
    res.end('/metrics needs the METRICS_TOKEN as a bearer token.\n');
    return;
  }
  try {
    const body = await register.metrics();
    res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' });
    res.end(body);
  } catch (error) {
    console.error('Oculo could not gather its metrics', error);
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('The metrics could not be gathered; see the server log.\n');
  }
}
