import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  serverLimits,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../../../scripts/server-limits.mjs';
import { PRESCRIPTION_IMAGE_MAX_BYTES } from '@/lib/contract/calls/prescription';

// docs/security.md#slow-clients: scripts/serve.mjs gives a client 60 s to send its whole request
// and 20 s for its headers, and looks for late ones every second. With Node's defaults (300 s,
// checked every 30 s) 50 sockets that each sent a byte every 5 s were all open after 100 s. The
// sockets here run the same options with the two timeouts cut to seconds.

const SHORT = { requestTimeout: 3_000, headersTimeout: 2_000 };
/** Past its time a request is cut at the next check; a loaded machine may take a little longer. */
const LATE = TIMEOUT_CHECK_INTERVAL_MS + 1_500;

describe('the limits', () => {
  it('are what a node:http server takes, and what it then holds', () => {
    const server = createServer(serverLimits());
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBe(5_000);
    // set by the option, though Node's types do not name the property
    expect((server as Server & { connectionsCheckingInterval?: number }).connectionsCheckingInterval).toBe(
      TIMEOUT_CHECK_INTERVAL_MS,
    );
  });

  it('cut a slow request within 30 to 60 s, checked often enough to be on time', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    expect(HEADERS_TIMEOUT_MS).toBe(20_000);
    expect(TIMEOUT_CHECK_INTERVAL_MS).toBeLessThanOrEqual(2_000);
  });

  it('are the production server’s, with its cap on connections per address', () => {
    const serve = readFileSync(path.join(process.cwd(), 'scripts/serve.mjs'), 'utf8');
    expect(serve).toContain('createServer({ ...serverLimits(), ');
    expect(serve).toContain('connectionsPerAddress(process.env)');
    expect(serve).toContain('capConnectionsPerAddress(server, ');
  });

  it('leave time for the largest prescription photo from a phone uploading at 1.5 Mbit/s', () => {
    const seconds = ((PRESCRIPTION_IMAGE_MAX_BYTES + 256 * 1024) * 8) / 1_500_000;
    expect(seconds * 1000).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

describe('on a socket', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer(serverLimits(SHORT), (req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * Opens a connection, writes `first`, then `byte` every second until the server closes it or
   * `giveUp` ms pass. Answers what the server sent and when the connection closed.
   */
  function trickle(first: string, byte: string, giveUp = 8_000) {
    return new Promise<{ answer: string; closedAfter: number | null }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(first));
      const drip = byte ? setInterval(() => socket.write(byte), 1_000) : undefined;
      const stop = setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        resolve({ answer, closedAfter: null });
      }, giveUp);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(stop);
        resolve({ answer, closedAfter: Date.now() - started });
      });
    });
  }

  it('cuts a body that trickles in, a header that trickles in, and a connection that sends nothing', async () => {
    const [body, headers, silent, whole] = await Promise.all([
      trickle('POST / HTTP/1.1\r\nHost: shop\r\nContent-Length: 1000\r\n\r\n', 'x'),
      trickle('GET / HTTP/1.1\r\nHost: shop\r\n', 'X'),
      trickle('', ''),
      // a request sent whole is answered, and its connection kept for the next one
      trickle('GET / HTTP/1.1\r\nHost: shop\r\n\r\n', '', 2_500),
    ]);

    expect(body.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.closedAfter).toBeGreaterThanOrEqual(SHORT.requestTimeout - 100);
    expect(body.closedAfter).toBeLessThan(SHORT.requestTimeout + LATE);

    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(headers.closedAfter).toBeGreaterThanOrEqual(SHORT.headersTimeout - 100);
    expect(headers.closedAfter).toBeLessThan(SHORT.headersTimeout + LATE);

    expect(silent.closedAfter).not.toBeNull();
    expect(silent.closedAfter).toBeLessThan(SHORT.headersTimeout + LATE);

    expect(whole.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(whole.closedAfter).toBeNull();
  });
});
