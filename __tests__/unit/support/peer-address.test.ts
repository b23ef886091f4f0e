import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_HEADER, stampPeerAddress } from '../../../scripts/peer-address.mjs';
import { PEER_HEADER as READ_HEADER } from '@/lib/server/platform/client-address/request-address';

// scripts/serve.mjs writes the socket's address into x-oculo-peer on every request, so a client can
// never choose the address the rate limits count.

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    stampPeerAddress(req);
    res.end(JSON.stringify({ peer: req.headers[PEER_HEADER] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const peerSeen = async (headers: Record<string, string>) =>
  ((await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as { peer: string }).peer;

it('is the header the shop reads', () => {
  expect(PEER_HEADER).toBe(READ_HEADER);
});

it('is the socket address, whatever the client sent under that name', async () => {
  expect(await peerSeen({})).toBe('127.0.0.1');
  expect(await peerSeen({ [PEER_HEADER]: '203.0.113.9' })).toBe('127.0.0.1');
  expect(await peerSeen({ 'X-Oculo-Peer': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' })).toBe(
    '127.0.0.1',
  );
});
