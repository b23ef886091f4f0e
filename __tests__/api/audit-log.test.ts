import { recordAction } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db/database';
import { post } from '../support/call-route';
import { createOperator } from '../support/operators';

// docs/operating.md#audit-log: every operator action is kept, whatever an operator typed into it.

it('keeps a line whose before and after hold a lone surrogate, as U+FFFD', async () => {
  const owner = await createOperator('owner');
  const db = await database();
  await recordAction(
    db,
    { staffId: owner.staffId, email: owner.email, role: 'owner' },
    {
      action: 'order.export',
      objectType: 'orders',
      objectId: 'surrogates',
      summary: 'Searched \ud800',
      before: { search: 'a\udc00b' },
      after: [{ nested: '\ud83d' }],
    },
  );
  const log = await post<{ list: { summary: string; before: unknown; after: unknown }[] }>(
    '/api/admin/audit/list',
    { objectId: 'surrogates' },
    owner.headers,
  );
  expect(log.body.data.list).toEqual([
    expect.objectContaining({
      summary: 'Searched \ufffd',
      before: { search: 'a\ufffdb' },
      after: [{ nested: '\ufffd' }],
    }),
  ]);
});

it('logs a sign-out, and refuses a day the calendar does not have', async () => {
  const owner = await createOperator('owner');
  const member = await createOperator('staff');
  expect((await post('/api/admin/session/signOut', {}, member.headers)).body.code).toBe(200);
  const log = await post<{ list: { action: string; actor: string }[] }>(
    '/api/admin/audit/list',
    { objectId: member.email },
    owner.headers,
  );
  expect(log.body.data.list).toEqual([
    expect.objectContaining({ action: 'staff.sign-out', actor: member.email }),
  ]);

  const rolled = await post('/api/admin/audit/list', { from: '2026-02-30' }, owner.headers);
  expect(rolled.body).toMatchObject({
    code: 422,
    data: { fields: { from: 'That day is not in the calendar.' } },
  });
  const leap = await post('/api/admin/audit/list', { from: '2028-02-29', to: '2028-03-01' }, owner.headers);
  expect(leap.body.code).toBe(200);
  // a year the database has no day for (year 0) is a field message, not a 500
  for (const call of ['/api/admin/audit/list', '/api/admin/orders/list', '/api/admin/orders/export']) {
    const yearZero = await post(call, { from: '0000-01-01' }, owner.headers);
    expect([call, yearZero.status, yearZero.body]).toMatchObject([
      call,
      200,
      { code: 422, data: { fields: { from: 'Give a date between the years 1970 and 9999.' } } },
    ]);
  }
});
