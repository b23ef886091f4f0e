import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import {
  capConnectionsPerAddress,
  connectionAddress,
  CONNECTIONS_PER_ADDRESS,
  connectionsPerAddress,
  MOST_CONNECTIONS_PER_ADDRESS,
} from '../../../scripts/connection-cap.mjs';
import { ConfigError, parseServerConfig } from '@/lib/server/platform/config';

// docs/security.md#slow-clients: scripts/serve.mjs closes a new connection from an address that
// already holds CONNECTIONS_PER_ADDRESS open (64 unless set; no cap unless set behind a proxy
// named by TRUST_PROXY, whose address every shopper then shares).

describe('the cap', () => {
  it.each([
    [{}, CONNECTIONS_PER_ADDRESS],
    [{ CONNECTIONS_PER_ADDRESS: '' }, CONNECTIONS_PER_ADDRESS],
    [{ CONNECTIONS_PER_ADDRESS: '10' }, 10],
    [{ CONNECTIONS_PER_ADDRESS: ' 12 ' }, 12],
    [{ CONNECTIONS_PER_ADDRESS: '0' }, 0],
    [{ TRUST_PROXY: '1' }, 0],
    [{ TRUST_PROXY: '10.0.0.0/8, 2001:db8::1' }, 0],
    [{ TRUST_PROXY: '' }, CONNECTIONS_PER_ADDRESS],
    [{ TRUST_PROXY: '0' }, CONNECTIONS_PER_ADDRESS],
    [{ TRUST_PROXY: 'FALSE' }, CONNECTIONS_PER_ADDRESS],
    [{ TRUST_PROXY: '1', CONNECTIONS_PER_ADDRESS: '500' }, 500],
  ])('with %p is %p', (env, cap) => {
    expect(connectionsPerAddress(env)).toBe(cap);
  });

  it('is 64 without a proxy', () => {
    expect(CONNECTIONS_PER_ADDRESS).toBe(64);
  });

  it.each(['many', '-1', '1.5', '1e3', String(MOST_CONNECTIONS_PER_ADDRESS + 1)])(
    'refuses %p, as the configuration check does',
    (value) => {
      expect(() => connectionsPerAddress({ CONNECTIONS_PER_ADDRESS: value })).toThrow(
        `CONNECTIONS_PER_ADDRESS must be a whole number from 0 to ${MOST_CONNECTIONS_PER_ADDRESS} (got "${value}")`,
      );
      expect(() => parseServerConfig({ CONNECTIONS_PER_ADDRESS: value })).toThrow(ConfigError);
      expect(() => parseServerConfig({ CONNECTIONS_PER_ADDRESS: value })).toThrow(
        `CONNECTIONS_PER_ADDRESS must be a whole number from 0 to ${MOST_CONNECTIONS_PER_ADDRESS} (got "${value}")`,
      );
    },
  );

  it('takes the largest value the configuration check takes', () => {
    const most = String(MOST_CONNECTIONS_PER_ADDRESS);
    expect(connectionsPerAddress({ CONNECTIONS_PER_ADDRESS: most })).toBe(MOST_CONNECTIONS_PER_ADDRESS);
    expect(parseServerConfig({ CONNECTIONS_PER_ADDRESS: most }).CONNECTIONS_PER_ADDRESS).toBe(
      MOST_CONNECTIONS_PER_ADDRESS,
    );
  });
});

describe('the address a connection counts against', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    [undefined, undefined],
  ])('of %p is %p', (address, counted) => {
    expect(connectionAddress(address)).toBe(counted);
  });
});

describe('on sockets', () => {
  const CAP = 3;
  let server: Server;
  let port = 0;
  const refused: string[] = [];
  const opened: Socket[] = [];

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    capConnectionsPerAddress(server, CAP, (address) => refused.push(address));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of opened) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A kept-alive connection that asked for a page: 'answered' (left open) or 'closed'. */
  function ask(localAddress = '127.0.0.1') {
    return new Promise<'answered' | 'closed'>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress }, () =>
        socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n'),
      );
      opened.push(socket);
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        if (chunk.toString().startsWith('HTTP/1.1 200 ')) resolve('answered');
      });
      socket.on('close', () => resolve('closed'));
    });
  }

  const openOnServer = () =>
    new Promise<number>((resolve, reject) =>
      server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );

  it('closes a connection past the cap from one address, and takes one again once another closes', async () => {
    const first = [];
    for (let n = 0; n < CAP; n += 1) first.push(await ask());
    expect(first).toEqual(['answered', 'answered', 'answered']);

    expect(await ask()).toBe('closed');
    expect(refused).toEqual(['127.0.0.1']);
    // another address is not held by this one's connections
    expect(await ask('127.0.0.2')).toBe('answered');

    // once the server has seen one of them close, the address may open one more
    const before = await openOnServer();
    opened[0]?.destroy();
    for (let tries = 0; (await openOnServer()) >= before && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await ask()).toBe('answered');
    expect(await ask()).toBe('closed');
  });
});
