import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURES_PER_ADDRESS } from '@/lib/contract/calls/user';
import { post } from '../support/call-route';

// docs/security.md#address-keys: an IPv6 client counts as its /64, so the addresses of one /64
// share a limit's counter; the next /64 has its own.

const newEmail = () => `probe-${randomBytes(4).toString('hex')}@example.com`;
/** One of the 2^64 addresses of a /64 ("2001:db8:a:1::/64" and the like). */
const inNetwork = (network: string) =>
  `${network}:${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`;
const failLogin = (headers: Record<string, string>) =>
  post<unknown>('/api/user/login', { email: newEmail(), password: 'a guess' }, headers);

const shellTrustProxy = process.env.TRUST_PROXY;
beforeEach(() => {
  delete process.env.TRUST_PROXY;
});
afterAll(() => {
  if (shellTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = shellTrustProxy;
});

describe('an IPv6 client is counted by its /64', () => {
  it.each([
    ['its socket', undefined, (client: string) => ({ 'x-oculo-peer': client }), '2001:db8:a:1'],
    [
      'the address a trusted proxy appended',
      '1',
      (client: string) => ({ 'x-oculo-peer': '10.0.0.2', 'x-forwarded-for': client }),
      '2001:db8:a:2',
    ],
  ])(
    'from %s: new addresses in one /64 meet the per-address sign-in limit; the next /64 does not',
    async (_from, trustProxy, headersOf, network) => {
      if (trustProxy !== undefined) process.env.TRUST_PROXY = trustProxy;
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
        expect((await failLogin(headersOf(inNetwork(network)))).body.code).toBe(0);
      }
      const refused = await failLogin(headersOf(inNetwork(network)));
      expect(refused.body).toMatchObject({ code: 429, data: { retryAfter: expect.any(Number) as number } });
      // written another way, the same /64 is the same counter
      expect((await failLogin(headersOf(`${network.replace(':a:', ':000a:')}::1`))).body.code).toBe(429);
      expect((await failLogin(headersOf(inNetwork(`${network}0`)))).body.code).toBe(0);
    },
  );
});
