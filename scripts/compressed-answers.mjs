// Compresses the server's answers as Next.js's `compress` option did (next.config.ts turns it off:
// this is the same middleware, Next's own copy, applied to every request before Next handles it),
// with one difference: a page served from the page cache goes out in the gzip the cache already
// keeps it in. Next compressed that page again on every visit: served to browsers, which all ask
// for gzip, a cached listing took more than twice the server's work of the same page sent
// uncompressed (BENCHMARKS.md). A body is sent as kept only when the middleware would
// have gzipped it anyway: the client takes gzip before anything else it names, a GET, text, and no
// `no-transform`.
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';
import Negotiator from 'negotiator';
// The page cache's own file, as next.config.ts names it: this runs in plain Node, before Next
// loads, and the module's front door (index.ts) is TypeScript.
// eslint-disable-next-line oculo/module-boundaries
import { gzippedFormOf } from '../lib/server/platform/page-cache/page-cache-handler.mjs';

const compress = compression();
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

/**
 * Call before the request is handed to Next: `res.write` and `res.end` compress from then on.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressAnswers(req, res) {
  compress(req, res, () => {});
  // As Next does: a client gone before the end leaves the middleware's zlib stream open, and it
  // would outlive the request.
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  if (req.method === 'GET' && takesGzipFirst(req)) sendKeptGzip(res);
}

/** What the middleware chooses among gzip, deflate and identity is gzip. */
function takesGzipFirst(/** @type {import('node:http').IncomingMessage} */ req) {
  const negotiator = new Negotiator(req);
  const chosen = negotiator.encoding(['gzip', 'deflate', 'identity']);
  // the middleware's own tie-break: deflate asked for, gzip taken as well, gzip it is
  return chosen === 'gzip' || (chosen === 'deflate' && negotiator.encoding(['gzip']) === 'gzip');
}

/**
 * Next sends a cached body as one write, right after flushing the headers (pipe-readable.js). The
 * flush waits for that write, so the headers can still say gzip when the body has a kept form;
 * any other first write, or an end with no write, lets the flush and the middleware go on as ever.
 * @param {import('node:http').ServerResponse} res
 */
function sendKeptGzip(res) {
  const { write, end, flushHeaders } = res;
  let flushWanted = false;
  const restore = () => {
    res.write = write;
    res.end = end;
    res.flushHeaders = flushHeaders;
    if (flushWanted) flushHeaders.call(res);
  };
  res.flushHeaders = () => {
    flushWanted = true;
  };
  res.end = function (/** @type {any[]} */ ...args) {
    restore();
    return end.apply(this, /** @type {any} */ (args));
  };
  res.write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    const kept = res.headersSent ? undefined : gzippedFormOf(chunk);
    if (!kept || !compressible(res)) {
      restore();
      return write.call(this, chunk, encoding, callback);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.removeHeader('Content-Length');
    flushWanted = false;
    restore();
    // the whole body is gone: anything more would be read as part of the gzip stream
    res.write = function (/** @type {any} */ more, /** @type {any} */ ...rest) {
      if (more?.length) {
        res.destroy(new Error('A page sent in its kept gzip was written to again'));
        return false;
      }
      return write.call(this, more, .../** @type {[any]} */ (rest));
    };
    return write.call(this, kept, typeof encoding === 'function' ? encoding : callback);
  };
}

/** Whether the middleware would compress this answer (its filter and its `no-transform` rule). */
function compressible(/** @type {import('node:http').ServerResponse} */ res) {
  const type = res.getHeader('Content-Type');
  const cacheControl = res.getHeader('Cache-Control');
  return (
    typeof type === 'string' &&
    type.startsWith('text/') &&
    !res.getHeader('Content-Encoding') &&
    !(typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl))
  );
}
