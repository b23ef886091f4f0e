import { TICKET_NUMBER, newTicketNumber } from '@/lib/server/support/ticket-number';
import { requestAddress } from '@/lib/server/support/request-address';
import { ticketLimitKeys } from '@/lib/server/support/ticket-limits';

describe('support ticket numbers (spec §7 contact/save)', () => {
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

  it.each([
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }, '203.0.113.9'],
    [
      'the last X-Forwarded-For entry (the one our proxy added)',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.4' },
      '198.51.100.4',
    ],
    [
      'X-Real-IP over X-Forwarded-For',
      { 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.4' },
      '203.0.113.9',
    ],
    ['no header', {}, undefined],
  ])('reads the address from %s', (_case, headers, expected) => {
    expect(requestAddress(request(headers))).toBe(expected);
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
