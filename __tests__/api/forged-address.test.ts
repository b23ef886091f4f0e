import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURES_PER_ADDRESS } from '@/lib/contract/calls/user';
import { post } from '../support/call-route';

// docs/scaling-out.md#trust-proxy: the per-address limits count the socket's address (x-oculo-peer,
// written by scripts/serve.mjs), not X-Real-IP or X-Forwarded-For, which any client can write;
// behind a proxy named by TRUST_PROXY, the address that proxy appended.

const ACCOUNTS_PER_ADDRESS_HOUR = 20; // lib/server/domain/accounts/register.ts

const newEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
const randomIp = () => `${randomBytes(4).join('.')}`;
/** Headers a client invents afresh on every call to look like someone new. */
const forged = () => ({
  'x-real-ip': randomIp(),
  'x-forwarded-for': `${randomIp()}, ${randomIp()}`,
});
const failLogin = (headers: Record<string, string>) =>
  post('/api/user/login', { email: newEmail('probe'), password: 'a guess' }, headers);
const registerFrom = (headers: Record<string, string>) =>
  post(
    '/api/user/register',
    { email: newEmail('made'), password: 'glasses-and-frames', firstName: 'Ada' },
    headers,
  );

// each test sets TRUST_PROXY itself, or runs with none (whatever the shell running the tests has)
const shellTrustProxy = process.env.TRUST_PROXY;
beforeEach(() => {
  delete process.env.TRUST_PROXY;
});
afterAll(() => {
  if (shellTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = shellTrustProxy;
});

describe('without TRUST_PROXY, forged address headers change nothing', () => {
  it(`refuses sign-ins from one socket after ${LOGIN_FAILURES_PER_ADDRESS} failures, whatever X-Real-IP and X-Forwarded-For say`, async () => {
    const socket = { 'x-oculo-peer': '198.51.100.10' };
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      expect((await failLogin({ ...forged(), ...socket })).body.code).toBe(0);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await failLogin({ ...forged(), ...socket })).body.code).toBe(429);
    }
    // another socket is not affected
    expect((await failLogin({ 'x-oculo-peer': '198.51.100.11' })).body.code).toBe(0);
  });

  it(`refuses account number ${ACCOUNTS_PER_ADDRESS_HOUR + 1} from one socket, whatever X-Real-IP and X-Forwarded-For say`, async () => {
    const socket = { 'x-oculo-peer': '198.51.100.20' };
    for (let i = 0; i < ACCOUNTS_PER_ADDRESS_HOUR; i += 1) {
      expect((await registerFrom({ ...forged(), ...socket })).body.code).toBe(200);
    }
    const refused = await registerFrom({ ...forged(), ...socket });
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/Too many accounts were made from this network/);
  });
});

describe('behind a trusted proxy (TRUST_PROXY), the address the proxy appended is limited', () => {
  const PROXY = '10.0.0.2';
  /** A request through the proxy: the client's own claims, then the address the proxy saw. */
  const through = (client: string) => ({
    'x-oculo-peer': PROXY,
    'x-real-ip': randomIp(),
    'x-forwarded-for': `${randomIp()}, ${client}`,
  });

  // Each case has its own client and neighbour: the counts of one case must not reach another's
  // (a random client once met an earlier case's neighbour and was refused early).
  it.each([
    ['1', 10],
    [`${PROXY}`, 20],
    ['10.0.0.0/8', 30],
  ])(
    'TRUST_PROXY=%s: the client is refused, its neighbour behind the same proxy is not',
    async (trustProxy, octet) => {
      process.env.TRUST_PROXY = trustProxy;
      const client = `203.0.113.${octet}`;
      const neighbour = `203.0.113.${octet + 1}`;
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
        expect((await failLogin(through(client))).body.code).toBe(0);
      }
      expect((await failLogin(through(client))).body.code).toBe(429);
      expect((await failLogin(through(neighbour))).body.code).toBe(0);
    },
  );

  it('a client that reaches the shop without the listed proxy cannot pass itself off as behind it', async () => {
    process.env.TRUST_PROXY = PROXY;
    const socket = { 'x-oculo-peer': '198.51.100.30' };
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      expect((await failLogin({ ...forged(), ...socket })).body.code).toBe(0);
    }
    expect((await failLogin({ ...forged(), ...socket })).body.code).toBe(429);
  });
});
