import { TICKET_NUMBER, newTicketNumber } from '@/lib/server/domain/support/ticket-number';
import {
  PEER_HEADER,
  PEER_STAMPED_ENV,
  requestAddress,
} from '@/lib/server/platform/client-address/request-address';
import { ticketLimitKeys } from '@/lib/server/domain/support/ticket-limits';

describe('support ticket numbers (docs/product.md#calls contact/save)', () => {
  it('look like T-7K2M9Q, without characters that are easy to misread', () => {
    for (let i = 0; i < 500; i += 1) {
      const number = newTicketNumber();
      expect(number).toMatch(TICKET_NUMBER);
      expect(number.slice(2)).not.toMatch(/[01ILO]/);
    }
  });

  it('rarely repeat', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newTicketNumber()));
    expect(numbers.size).toBeGreaterThan(1990);
  });
});

describe('who a ticket counts against', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/contact/save', { headers });

  // the headers count only behind a trusted proxy (client-address.test.ts)
  it.each([
    ['the socket, not X-Real-IP', undefined, { 'x-real-ip': '203.0.113.9' }, '127.0.0.1'],
    [
      'the socket, not X-Forwarded-For',
      undefined,
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.4' },
      '127.0.0.1',
    ],
    [
      'the last X-Forwarded-For entry (the one our proxy added) behind one trusted proxy',
      '1',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.4' },
      '198.51.100.4',
    ],
    ['X-Real-IP from a trusted proxy', '1', { 'x-real-ip': '203.0.113.9' }, '203.0.113.9'],
  ])('reads the address from %s', (_case, trustProxy, headers, expected) => {
    process.env[PEER_STAMPED_ENV] = '1';
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    try {
      expect(requestAddress(request({ ...headers, [PEER_HEADER]: '127.0.0.1' }))).toBe(expected);
    } finally {
      delete process.env.TRUST_PROXY;
      delete process.env[PEER_STAMPED_ENV];
    }
  });

  it.each([
    [{ deviceId: 'dev1', address: '203.0.113.9' }, ['device:dev1', 'ip:203.0.113.9']],
    [{ deviceId: 'dev1' }, ['device:dev1']],
    [{ address: '203.0.113.9' }, ['ip:203.0.113.9']],
    [{}, ['ip:unknown']],
    [{ deviceId: 'dev1', address: '203.0.113.9', userId: 7 }, ['device:dev1', 'ip:203.0.113.9', 'user:7']],
    [{ userId: 7 }, ['user:7']],
  ])('keys %j as %j', (who, keys) => {
    expect(ticketLimitKeys(who)).toEqual(keys);
  });
});
