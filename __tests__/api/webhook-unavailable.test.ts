import { DrizzleQueryError } from 'drizzle-orm/errors';
import { webhookRoute } from '@/lib/server/domain/payments/webhooks';

// A payment provider's webhook that arrives while the database is away answers 503 with Retry-After
// (the provider sends it again), never a 500; other faults stay 500.

// as a query reports it: a socket code counts only on the driver's error (docs/security.md#client-aborts)
const refused = new DrizzleQueryError(
  'select 1',
  [],
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
);
const request = () => new Request('http://shop.test/api/stripe/webhook', { method: 'POST', body: '{}' });

it.each([
  ['the database away', refused, 503, '5'],
  ['any other fault', new Error('a bug'), 500, null],
])('answers %s as it should', async (_what, error, status, retryAfter) => {
  const answer = await webhookRoute(() => Promise.reject(error))(request());
  expect(answer.status).toBe(status);
  expect(answer.headers.get('retry-after')).toBe(retryAfter);
  expect(await answer.text()).toBe('Please send this event again later.');
});
