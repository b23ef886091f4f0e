import robots from '@/app/robots';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { startOfDayIn, startOfWeekIn } from '@/lib/shop/dashboard-periods';
import { runOperatorCommand } from '@/lib/server/domain/staff/command-line';
import { callRoute, post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';
import { allMailSent, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper } from '../support/shoppers';

// docs/operating.md#store-settings: an owner names the shop, its sender and its public URL in the
// console, and every mail and link follows at once. Runs on PGlite and on PostgreSQL.

interface View {
  settings: Record<string, string>;
  publicUrlSetting: string;
  publicUrlSource: string;
  publicUrlWarning: string | null;
}

const SETTINGS = {
  shopName: 'Brillen Berger',
  supportEmail: 'Hilfe@Berger.example',
  supportPhone: '+49 30 1234567',
  mailSenderName: 'Berger Optik',
  mailSenderAddress: 'post@berger.example',
  timeZone: 'Europe/Berlin',
  publicUrl: 'https://brillen.berger.example/',
};

let owner: TestOperator;
let outbox: string;

const read = (headers: Record<string, string>) =>
  callRoute<View>('GET', '/api/admin/settings/get', { headers });

beforeAll(async () => {
  outbox = await useTestOutbox();
  owner = await createOperator('owner');
});

it('starts from what the shop used before: the environment’s sender, the Oculo name, UTC', async () => {
  const answer = await read(owner.headers);
  expect(answer.body).toMatchObject({
    code: 200,
    data: {
      settings: {
        shopName: 'Oculo',
        supportEmail: 'hello@oculo.shop',
        supportPhone: '',
        mailSenderName: 'Oculo',
        mailSenderAddress: 'hello@oculo.shop',
        timeZone: 'UTC',
        publicUrl: process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : 'http://localhost:3000',
      },
      publicUrlSetting: '',
      publicUrlSource: process.env.SITE_URL ? 'environment' : 'unset',
      // not production: no warning
      publicUrlWarning: null,
    },
  });
});

it('opens to owners only: other staff 403, a shopper’s token and no token code 3', async () => {
  const shopper = await createShopper();
  for (const role of ['staff', 'catalog'] as const) {
    const member = await createOperator(role);
    expect((await read(member.headers)).body.code).toBe(403);
    expect((await post('/api/admin/settings/update', SETTINGS, member.headers)).body.code).toBe(403);
  }
  expect((await read(shopper.headers)).body.code).toBe(3);
  expect((await post('/api/admin/settings/update', SETTINGS, shopper.headers)).body.code).toBe(3);
  expect((await read({})).body.code).toBe(3);
  expect((await read(owner.headers)).body.data.settings.shopName).toBe('Oculo');
});

it.each([
  ['shopName', '', 'Enter the shop’s name.'],
  [
    'shopName',
    'A <b>shop</b>',
    'Use letters, digits, spaces and punctuation other than < > " in the shop’s name.',
  ],
  ['supportEmail', 'not-an-address', 'Please enter a valid e-mail address.'],
  ['supportPhone', 'call us', 'Use digits, spaces, + ( ) . / and - in the phone number.'],
  ['mailSenderName', 'x'.repeat(81), 'Keep the sender’s name under 80 characters.'],
  ['mailSenderAddress', 'post@', 'Please enter a valid e-mail address.'],
  ['timeZone', 'Europe/Atlantis', 'Choose a time zone such as Europe/Berlin or America/New_York.'],
  ['publicUrl', 'brillen.example', 'Give the full address, such as https://shop.example.com.'],
  ['publicUrl', 'https://brillen.example/shop', 'Give the address of the shop itself, without a path.'],
  ['publicUrl', 'javascript:alert(1)', 'The address must begin with https:// (or http://).'],
])('refuses %s %j with 422 naming the field', async (field, value, message) => {
  const answer = await post('/api/admin/settings/update', { ...SETTINGS, [field]: value }, owner.headers);
  expect(answer.body).toMatchObject({ code: 422, data: { fields: { [field]: message } } });
});

it('refuses an unknown field and a missing one', async () => {
  const extra = await post('/api/admin/settings/update', { ...SETTINGS, logo: 'x' }, owner.headers);
  expect(extra.body.code).toBe(422);
  const { shopName: _omitted, ...missing } = SETTINGS;
  const short = await post('/api/admin/settings/update', missing, owner.headers);
  expect(short.body).toMatchObject({ code: 422, data: { fields: { shopName: expect.any(String) } } });
});

describe('after an owner saves them', () => {
  beforeAll(async () => {
    const saved = await post<View>('/api/admin/settings/update', SETTINGS, owner.headers);
    expect(saved.body).toMatchObject({
      code: 200,
      data: {
        settings: {
          ...SETTINGS,
          supportEmail: 'hilfe@berger.example',
          publicUrl: 'https://brillen.berger.example',
        },
        publicUrlSetting: 'https://brillen.berger.example',
        publicUrlSource: 'setting',
      },
    });
  });

  it('reads them back, and the audit log says what changed', async () => {
    expect((await read(owner.headers)).body.data.settings.shopName).toBe('Brillen Berger');
    const log = await post<{ list: { action: string; summary: string; before: unknown; after: unknown }[] }>(
      '/api/admin/audit/list',
      { action: 'settings' },
      owner.headers,
    );
    expect(log.body.data.list[0]).toMatchObject({
      action: 'settings.update',
      summary:
        'Changed shopName, supportEmail, supportPhone, mailSenderName, mailSenderAddress, timeZone, publicUrl',
      before: { shopName: 'Oculo', publicUrl: '' },
      after: { shopName: 'Brillen Berger', publicUrl: 'https://brillen.berger.example' },
    });
  });

  it('an invitation carries the new public URL, the new sender and the shop’s name', async () => {
    const started = Date.now();
    const added = await post<{ link: string }>(
      '/api/admin/staff/add',
      { email: 'new-optician@berger.example', name: 'Nina', role: 'staff' },
      owner.headers,
    );
    expect(added.body.data.link).toMatch(/^https:\/\/brillen\.berger\.example\/admin\/set-password\?token=/);
    await allMailSent();
    const raw = await mailTo(outbox, 'new-optician@berger.example', '', started);
    expect(headerOf(raw, 'From')).toBe('Berger Optik <post@berger.example>');
    const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain('https://brillen.berger.example/admin/set-password?token=');
    expect(body).toContain('The Brillen Berger team');
    // no link to a development machine (the Message-ID's host is the outbox's own, not a link)
    expect(body).not.toContain('http://localhost');
  });

  it('the dashboard counts the day and the week from midnight in the shop’s time zone', async () => {
    const answer = await callRoute<{ dayStartsAt: string; weekStartsAt: string; timeZone: string }>(
      'GET',
      '/api/admin/dashboard/summary',
      { headers: owner.headers },
    );
    const now = new Date();
    expect(answer.body.data).toMatchObject({
      timeZone: 'Europe/Berlin',
      dayStartsAt: startOfDayIn(now, 'Europe/Berlin').toISOString(),
      weekStartsAt: startOfWeekIn(now, 'Europe/Berlin').toISOString(),
    });
    // Berlin's midnight is never UTC's
    expect(answer.body.data.dayStartsAt).not.toMatch(/T00:00:00/);
  });

  it('robots.txt and the sitemap name the new public URL', async () => {
    expect((await robots()).sitemap).toBe('https://brillen.berger.example/sitemap.xml');
    expect(await (await sitemapIndex()).text()).toContain('<loc>https://brillen.berger.example/sitemap/');
  });

  it('npm run operator, in a process that has not read them yet, prints a link on the new public URL', async () => {
    // what a fresh process holds: nothing read yet (settings-cache.ts keeps them on globalThis)
    const held = (
      globalThis as { __oculoStoreSettings?: { view?: unknown; fresh: boolean; generation: number } }
    ).__oculoStoreSettings;
    if (!held) throw new Error('the settings should be held');
    Object.assign(held, { view: undefined, fresh: false, generation: held.generation + 1 });
    const printed = await runOperatorCommand({
      kind: 'add',
      email: 'cli-owner@berger.example',
      role: 'owner',
      name: '',
    });
    expect(printed).toMatch(/^https:\/\/brillen\.berger\.example\/admin\/set-password\?token=\S+$/m);
    expect(printed).toContain(
      "Links use the shop's public URL https://brillen.berger.example (from the console’s Settings).",
    );
  });

  it('an empty public URL follows the environment again, and an unchanged save writes no audit line', async () => {
    const cleared = await post<View>(
      '/api/admin/settings/update',
      { ...SETTINGS, publicUrl: '' },
      owner.headers,
    );
    expect(cleared.body.data).toMatchObject({
      publicUrlSetting: '',
      publicUrlSource: process.env.SITE_URL ? 'environment' : 'unset',
    });
    const again = await post('/api/admin/settings/update', { ...SETTINGS, publicUrl: '' }, owner.headers);
    expect(again.body.code).toBe(200);
    const printed = await runOperatorCommand({ kind: 'reset', email: 'cli-owner@berger.example' });
    expect(printed).toContain(
      process.env.SITE_URL
        ? '(from SITE_URL)'
        : "The shop's public URL is not set (neither in Settings nor SITE_URL): links point to http://localhost:3000.",
    );
    const log = await post<{ list: { summary: string }[] }>(
      '/api/admin/audit/list',
      { action: 'settings' },
      owner.headers,
    );
    expect(log.body.data.list.map((line) => line.summary)).toEqual([
      'Changed publicUrl',
      'Changed shopName, supportEmail, supportPhone, mailSenderName, mailSenderAddress, timeZone, publicUrl',
    ]);
  });
});
