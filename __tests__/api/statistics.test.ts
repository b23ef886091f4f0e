import { desc, eq, sql } from 'drizzle-orm';
import { database } from '@/lib/server/db/database';
import { rowsOf } from '@/lib/server/db/rows';
import { siteEvents } from '@/lib/server/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';

// spec §7 "Other": /api/other/statistics stores page views and clicks.

const pageView = (path = '/eyeglasses') => ({ type: 'page_view', path });

describe('POST /api/other/statistics (spec §7 Other)', () => {
  it('stores page views and clicks with the device id and the server time', async () => {
    const device = createDeviceId();
    const before = Date.now();
    const result = await post<{ stored: number }>(
      '/api/other/statistics',
      {
        events: [
          { type: 'page_view', path: '/details/OC1001', referrer: 'https://www.google.com/' },
          { type: 'click', path: '/details/OC1001', target: 'add-to-cart' },
        ],
      },
      { 'x-device-id': device },
    );
    expect(result.body).toEqual({ code: 200, msg: 'success', data: { stored: 2 } });

    const db = await database();
    const rows = await db
      .select()
      .from(siteEvents)
      .where(eq(siteEvents.deviceId, device))
      .orderBy(siteEvents.id);
    expect(rows.map(({ type, path, target, referrer }) => ({ type, path, target, referrer }))).toEqual([
      { type: 'page_view', path: '/details/OC1001', target: null, referrer: 'https://www.google.com/' },
      { type: 'click', path: '/details/OC1001', target: 'add-to-cart', referrer: null },
    ]);
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('stores no IP address (privacy), even when the proxy reports one', async () => {
    await post(
      '/api/other/statistics',
      { events: [pageView('/sunglasses')] },
      { 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '203.0.113.77' },
    );
    const db = await database();
    const columns = rowsOf<{ name: string }>(
      await db.execute(
        sql`select column_name as name from information_schema.columns where table_name = 'site_events'`,
      ),
    ).map((column) => column.name);
    expect(columns.sort()).toEqual(['created_at', 'device_id', 'id', 'path', 'referrer', 'target', 'type']);
    const [row] = await db.select().from(siteEvents).orderBy(desc(siteEvents.id)).limit(1);
    expect(row?.path).toBe('/sunglasses');
    expect(JSON.stringify(row)).not.toContain('203.0.113.77');
  });

  it('stores events without a device id as anonymous', async () => {
    const result = await post<{ stored: number }>('/api/other/statistics', {
      events: [pageView('/accessories')],
    });
    expect(result.body.data).toEqual({ stored: 1 });
    const db = await database();
    const [row] = await db.select().from(siteEvents).orderBy(desc(siteEvents.id)).limit(1);
    expect(row).toMatchObject({ path: '/accessories', deviceId: null });
  });

  it('takes up to 20 events a call', async () => {
    const events = Array.from({ length: 20 }, (_, index) => pageView(`/details/OC${1001 + index}`));
    expect((await post<{ stored: number }>('/api/other/statistics', { events })).body.data).toEqual({
      stored: 20,
    });
  });

  it.each([
    ['no events', { events: [] }, 'events'],
    ['21 events', { events: Array.from({ length: 21 }, () => pageView()) }, 'events'],
    ['no events field', {}, 'events'],
    ['an unknown type', { events: [{ type: 'purchase', path: '/' }] }, 'events.0.type'],
    [
      'a full address as the path',
      { events: [{ type: 'page_view', path: 'https://elsewhere.example/' }] },
      'events.0.path',
    ],
    [
      'a protocol-relative path',
      { events: [{ type: 'page_view', path: '//elsewhere.example' }] },
      'events.0.path',
    ],
    ['a path with spaces', { events: [{ type: 'page_view', path: '/a b' }] }, 'events.0.path'],
    [
      'a path over 300 characters',
      { events: [{ type: 'page_view', path: `/${'a'.repeat(300)}` }] },
      'events.0.path',
    ],
    [
      'a target over 120 characters',
      { events: [{ type: 'click', path: '/', target: 'x'.repeat(121) }] },
      'events.0.target',
    ],
    [
      'a referrer over 300 characters',
      { events: [{ ...pageView(), referrer: `https://a.example/${'r'.repeat(300)}` }] },
      'events.0.referrer',
    ],
    [
      'a NUL character in the target',
      { events: [{ type: 'click', path: '/', target: 'add\u0000cart' }] },
      'events.0.target',
    ],
    ['an unknown event field', { events: [{ ...pageView(), ip: '203.0.113.1' }] }, 'events.0.ip'],
    ['events that are not a list', { events: 'page_view' }, 'events'],
  ])('answers 422 naming the field for %s, never a 500', async (_case, body, field) => {
    const result = await post<{ fields: Record<string, string> }>('/api/other/statistics', body);
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty([field]);
  });
});
