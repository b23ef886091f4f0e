import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { STATISTICS_EVENTS_PER_ADDRESS_MINUTE, STATISTICS_MAX_EVENTS } from '@/lib/contract/calls/statistics';
import { resetServerConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { siteEvents } from '@/lib/server/platform/db/schema';
import { deleteOldSiteEvents } from '@/lib/server/domain/statistics/expire-events';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';

// docs/product.md#calls "Other": /api/other/statistics stores page views and clicks.

const pageView = (path = '/eyeglasses') => ({ type: 'page_view', path });

describe('POST /api/other/statistics (docs/product.md#calls)', () => {
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

describe('limits and retention (against 6,000 rows in 4 s from one client)', () => {
  const DAY_MS = 24 * 3600_000;
  const batch = (path: string) =>
    Array.from({ length: STATISTICS_MAX_EVENTS }, (_, index) => pageView(`${path}/${index}`));

  it(`takes ${STATISTICS_EVENTS_PER_ADDRESS_MINUTE} events a minute from one address, whatever device ids it sends`, async () => {
    const address = `10.${randomBytes(3).join('.')}`;
    const devices: string[] = [];
    const calls = STATISTICS_EVENTS_PER_ADDRESS_MINUTE / STATISTICS_MAX_EVENTS;
    for (let i = 0; i < calls; i += 1) {
      const device = createDeviceId();
      devices.push(device);
      const sent = await post(
        '/api/other/statistics',
        { events: batch('/flood') },
        {
          'x-device-id': device,
          'x-oculo-peer': address,
        },
      );
      expect(sent.body.code).toBe(200);
    }
    const refusedDevice = createDeviceId();
    const refused = await post<{ retryAfter: number }>(
      '/api/other/statistics',
      { events: [pageView('/one-more')] },
      { 'x-device-id': refusedDevice, 'x-oculo-peer': address },
    );
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(429);
    expect(refused.body.data.retryAfter).toBeGreaterThan(0);
    expect(refused.body.data.retryAfter).toBeLessThanOrEqual(60);

    const db = await database();
    const stored = await db
      .select({ id: siteEvents.id })
      .from(siteEvents)
      .where(inArray(siteEvents.deviceId, [...devices, refusedDevice]));
    expect(stored).toHaveLength(STATISTICS_EVENTS_PER_ADDRESS_MINUTE);
    // another address is not affected
    const other = await post(
      '/api/other/statistics',
      { events: [pageView()] },
      {
        'x-oculo-peer': `10.${randomBytes(3).join('.')}`,
      },
    );
    expect(other.body.code).toBe(200);
  });

  it('deletes events older than STATISTICS_RETENTION_DAYS (default 90) and keeps the rest', async () => {
    const db = await database();
    const device = createDeviceId();
    const aged = (days: number) =>
      db.insert(siteEvents).values({
        type: 'page_view',
        path: `/aged-${days}`,
        deviceId: device,
        createdAt: new Date(Date.now() - days * DAY_MS),
      });
    const paths = async () =>
      (await db.select({ path: siteEvents.path }).from(siteEvents).where(eq(siteEvents.deviceId, device)))
        .map((row) => row.path)
        .sort();
    await aged(91);
    await aged(89);
    await aged(31);
    await aged(1);

    expect(await deleteOldSiteEvents()).toBeGreaterThanOrEqual(1);
    expect(await paths()).toEqual(['/aged-1', '/aged-31', '/aged-89']);

    process.env.STATISTICS_RETENTION_DAYS = '30';
    resetServerConfig();
    try {
      await deleteOldSiteEvents();
      expect(await paths()).toEqual(['/aged-1']);
      // a value that is not a whole number of days stops the sweep, naming the variable
      process.env.STATISTICS_RETENTION_DAYS = '0';
      resetServerConfig();
      await expect(deleteOldSiteEvents()).rejects.toThrow(/STATISTICS_RETENTION_DAYS/);
      expect(await paths()).toEqual(['/aged-1']);
    } finally {
      delete process.env.STATISTICS_RETENTION_DAYS;
      resetServerConfig();
    }
  });
});
