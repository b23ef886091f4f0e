import sharp from 'sharp';
import { GET as sitemapShard } from '@/app/sitemap/[shard]/route';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { POLICY_MAX_CHARACTERS } from '@/lib/shop/store-policies';
import { callRoute, post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { allMailSent, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper } from '../support/shoppers';

// docs/operating.md#store-logo and #store-policies: the owner uploads the shop's logo and edits its
// policy pages in the console; owners only. Runs on PGlite and on PostgreSQL.

interface View {
  logo: { path: string; widths: number[] } | null;
  policies: Record<string, { markdown: string; isDefault: boolean }>;
}

let owner: TestOperator;
let outbox: string;

beforeAll(async () => {
  outbox = await useTestOutbox();
  owner = await createOperator('owner');
});

const read = () => callRoute<View>('GET', '/api/admin/settings/get', { headers: owner.headers });

/** A multipart upload of `bytes` as the logo, by `who`. */
function uploadLogo(bytes: Uint8Array, who: TestOperator | { headers: Record<string, string> } = owner) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
  return callRoute<View>('POST', '/api/admin/settings/logoSave', { body: form, headers: who.headers });
}

const picture = async (width = 800, height = 240) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2f6f73' } })
      .png()
      .toBuffer(),
  );

describe('who may call', () => {
  it.each([
    '/api/admin/settings/policySave',
    '/api/admin/settings/logoSave',
    '/api/admin/settings/logoRemove',
  ])('%s is the owner’s: other staff 403, a shopper’s token and no token code 3', async (path) => {
    const body = { kind: 'returns', markdown: 'Not yours to change.' };
    for (const role of ['staff', 'catalog'] as const) {
      const member = await createOperator(role);
      expect((await post(path, body, member.headers)).body.code).toBe(403);
    }
    const shopper = await createShopper();
    expect((await post(path, body, shopper.headers)).body.code).toBe(3);
    expect((await post(path, body)).body.code).toBe(3);
  });

  it('a staff member’s upload stores no logo', async () => {
    const staff = await createOperator('staff');
    expect((await uploadLogo(await picture(), staff)).body.code).toBe(403);
    expect(okData(await read()).logo).toBeNull();
  });
});

describe('policies', () => {
  it('start as defaults that say so and agree with the shop’s rules', async () => {
    const { policies } = okData(await read());
    expect(Object.keys(policies)).toEqual(['terms', 'privacy', 'returns', 'shipping']);
    for (const policy of Object.values(policies)) {
      expect(policy.isDefault).toBe(true);
      expect(policy.markdown).toContain('default text');
    }
    expect(policies.returns?.markdown).toContain('within 30 days of its delivery');
    // the seeded shipping table, told from the shipping module (docs/operating.md#shipping)
    expect(policies.shipping?.markdown).toContain(
      '- Standard shipping to United States is free when the frames and accessories come to $69 or more after discounts.',
    );
    expect(policies.shipping?.markdown).toContain(
      '| United States | Standard shipping | $5.95 | $69 | 5–8 business days |',
    );
  });

  it.each([
    [
      'an unknown kind',
      { kind: 'cookies', markdown: 'x' },
      'kind',
      'Choose terms, privacy, returns or shipping.',
    ],
    ['no text', { kind: 'returns' }, 'markdown', 'Send the policy’s text.'],
    [
      'a text too long',
      { kind: 'returns', markdown: 'x'.repeat(POLICY_MAX_CHARACTERS + 1) },
      'markdown',
      'Keep the policy under 40,000 characters.',
    ],
    [
      'a control character',
      { kind: 'returns', markdown: 'Bell\u0007' },
      'markdown',
      'Remove the control characters from the text.',
    ],
    [
      'a hidden direction mark',
      { kind: 'returns', markdown: 'Returns\u202E' },
      'markdown',
      'Type the text again without hidden characters (text direction marks or zero-width spaces).',
    ],
  ])('refuses %s with 422 naming the field', async (_what, body, field, message) => {
    const answer = await post('/api/admin/settings/policySave', body, owner.headers);
    expect(answer.body).toMatchObject({ code: 422, data: { fields: { [field]: message } } });
  });

  it('the owner’s text replaces the default for the page, an empty one gives it back, each in the audit log', async () => {
    const text = '## Returns at Brillen Berger\n\nBring them back within **60 days**.';
    const saved = await post<View>(
      '/api/admin/settings/policySave',
      { kind: 'returns', markdown: text },
      owner.headers,
    );
    expect(okData(saved).policies.returns).toEqual({ markdown: text, isDefault: false });
    // what the public page draws from (app/policies/[kind])
    expect((await currentStoreSettings()).policies.returns).toEqual({ markdown: text, isDefault: false });
    expect((await currentStoreSettings()).policies.terms?.isDefault).toBe(true);

    const cleared = await post<View>(
      '/api/admin/settings/policySave',
      { kind: 'returns', markdown: '  ' },
      owner.headers,
    );
    expect(okData(cleared).policies.returns?.isDefault).toBe(true);
    const log = await post<{ list: { action: string; summary: string }[] }>(
      '/api/admin/audit/list',
      { action: 'settings.policy' },
      owner.headers,
    );
    expect(okData(log).list.map((line) => line.summary)).toEqual([
      'Gave the returns policy its default text',
      'Changed the returns policy',
    ]);
  });

  it('the sitemap lists the four policy pages', async () => {
    const xml = await (
      await sitemapShard(new Request('http://shop.test/sitemap/0.xml'), {
        params: Promise.resolve({ shard: '0.xml' }),
      })
    ).text();
    for (const kind of ['terms', 'privacy', 'returns', 'shipping'])
      expect(xml).toContain(`/policies/${kind}</loc>`);
  });
});

describe('the logo', () => {
  it.each([
    [
      new Uint8Array(Buffer.from('not a picture at all')),
      'This file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.',
    ],
    [null, 'The image is too small: it needs to be at least 320 × 120 pixels.'],
  ])('refuses what is no logo with 422 naming the file', async (bytes, message) => {
    const answer = await uploadLogo(bytes ?? (await picture(200, 80)));
    expect(answer.body).toMatchObject({ code: 422, data: { fields: { file: message } } });
    expect(okData(await read()).logo).toBeNull();
  });

  it('is stored as the product photos are, shown in mail, replaced, then removed', async () => {
    const first = okData(await uploadLogo(await picture()));
    expect(first.logo).toEqual({
      path: expect.stringMatching(/^\/media\/images\/[0-9a-f]{32}$/),
      widths: [320, 640],
    });

    const started = Date.now();
    await post(
      '/api/admin/staff/add',
      { email: 'logo-reader@berger.example', name: 'Lu', role: 'staff' },
      owner.headers,
    );
    await allMailSent();
    const raw = (await mailTo(outbox, 'logo-reader@berger.example', '', started))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toContain(`${first.logo?.path}?w=320" alt="Oculo"`);

    const second = okData(await uploadLogo(await picture(1000, 300)));
    expect(second.logo?.path).not.toBe(first.logo?.path);
    const removed = okData(await post<View>('/api/admin/settings/logoRemove', {}, owner.headers));
    expect(removed.logo).toBeNull();
    const log = await post<{ list: { action: string; summary: string }[] }>(
      '/api/admin/audit/list',
      { action: 'settings.logo' },
      owner.headers,
    );
    expect(okData(log).list.map((line) => line.summary)).toEqual([
      'Removed the logo',
      'Changed the logo',
      'Changed the logo',
    ]);
  });
});
