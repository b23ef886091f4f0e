import sharp from 'sharp';
import type {
  AdminBanner,
  AdminFaqArticle,
  AdminPageBlock,
  AdminPhotoWallEntry,
} from '@/lib/contract/calls/admin/content';
import { CONTENT_CALLS, SITE_PATH_MESSAGE } from '@/lib/contract/calls/admin/content';
import type { Banner, HotSearchWord, PhotoWallEntry } from '@/lib/contract/calls/content';
import type { FaqArticle } from '@/lib/contract/calls/question';
import { listBanners, nextBannerChange } from '@/lib/server/domain/content/home-content';
import { pageBlocksForPage } from '@/lib/server/domain/content/page-blocks';
import { BUILT_IN_BLOCKS } from '@/lib/shop/page-blocks';
import { auditActions } from '../support/audit-log';
import { callRoute, get, post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';

// The console's content — banners (image, headline, link, schedule), hot search words, the photo
// wall, help articles in Markdown, the about / why-choose pages' blocks — each change seen through
// the storefront's own calls and page data, and written in the audit log.

type List<T> = { list: T[] };
type Page<T> = { list: T[]; total: number };

let owner: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

const call = <T>(verb: string, body: unknown, who: TestOperator = catalog) =>
  post<T>(`/api/admin/content/${verb}`, body, who.headers);

/** A multipart form to a content call, with an image when `image` is given. */
function send<T>(
  verb: string,
  fields: Record<string, string>,
  image?: Uint8Array,
  who: TestOperator = catalog,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('file', new File([new Uint8Array(image)], 'picture.png', { type: 'image/png' }));
  return callRoute<T>('POST', `/api/admin/content/${verb}`, { body: form, headers: who.headers });
}

const picture = async (width = 1600, height = 640) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#2f6f73' } })
      .png()
      .toBuffer(),
  );

const shopBanners = async () => okData(await get<List<Banner>>('/api/other/banner')).list;

describe('who may call', () => {
  it.each(CONTENT_CALLS.map((contract) => [contract.path]))(
    '%s refuses no token and a staff member',
    async (path) => {
      const staff = await createOperator('staff');
      expect((await post(path, {})).body.code).toBe(3);
      expect((await post(path, {}, staff.headers)).body.code).toBe(403);
    },
  );
});

describe('banners', () => {
  const fields = (changes: Record<string, string> = {}) => ({
    title: 'Autumn frames',
    subtitle: 'Warm tortoise and amber',
    ctaLabel: 'Shop autumn',
    href: '/eyeglasses',
    imageAlt: 'Three tortoise frames on a wooden table',
    ...changes,
  });

  it('creates a banner with its uploaded image; the storefront shows it, a change and its deletion', async () => {
    const created = okData(await send<AdminBanner>('bannerSave', fields(), await picture()));
    expect(created).toMatchObject({
      title: 'Autumn frames',
      href: '/eyeglasses',
      active: true,
      showing: true,
    });
    expect(created.image.uploaded).toBe(true);
    expect(created.image.url).toMatch(/^\/media\/images\/[0-9a-f]{32}$/);

    const shown = (await shopBanners()).find((banner) => banner.id === created.id);
    expect(shown).toMatchObject({ title: 'Autumn frames', ctaLabel: 'Shop autumn', href: '/eyeglasses' });
    expect(shown?.image).toMatchObject({
      url: created.image.url,
      alt: 'Three tortoise frames on a wooden table',
    });

    // a change without a new file keeps the image
    const changed = okData(
      await call<AdminBanner>('bannerSave', { id: created.id, ...fields({ title: 'Fall frames' }) }),
    );
    expect(changed.image.url).toBe(created.image.url);
    expect((await shopBanners()).find((banner) => banner.id === created.id)?.title).toBe('Fall frames');

    // switched off: gone from the home page, still in the console
    okData(await call('bannerSave', { id: created.id, ...fields(), active: false }));
    expect((await shopBanners()).map((banner) => banner.id)).not.toContain(created.id);
    const listed = okData(await call<List<AdminBanner>>('banners', {})).list.find((b) => b.id === created.id);
    expect(listed).toMatchObject({ active: false, showing: false });

    expect(okData(await call('bannerDelete', { id: created.id }))).toEqual({ id: created.id });
    expect(okData(await call<List<AdminBanner>>('banners', {})).list.map((b) => b.id)).not.toContain(
      created.id,
    );
    expect((await call('bannerDelete', { id: created.id })).body.code).toBe(404);
    expect((await auditActions(owner, 'banner', created.id)).sort()).toEqual([
      'banner.create',
      'banner.delete',
      'banner.update',
      'banner.update',
    ]);
  });

  it('shows a banner only inside its schedule', async () => {
    const hour = 3_600_000;
    const now = Date.now();
    const later = okData(
      await send<AdminBanner>(
        'bannerSave',
        fields({
          title: 'Starts later',
          startsAt: new Date(now + hour).toISOString(),
          endsAt: new Date(now + 2 * hour).toISOString(),
        }),
        await picture(),
      ),
    );
    const ended = okData(
      await send<AdminBanner>(
        'bannerSave',
        fields({ title: 'Ended', endsAt: new Date(now - hour).toISOString() }),
        await picture(),
      ),
    );
    const running = okData(
      await send<AdminBanner>(
        'bannerSave',
        fields({
          title: 'Running',
          startsAt: new Date(now - hour).toISOString(),
          endsAt: new Date(now + hour).toISOString(),
        }),
        await picture(),
      ),
    );
    expect([later.showing, ended.showing, running.showing]).toEqual([false, false, true]);
    const ids = (await shopBanners()).map((banner) => banner.id);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(ended.id);

    // the list follows the clock, no write needed: at each boundary the other banner shows
    const at = async (ms: number) => (await listBanners(new Date(ms))).list.map((banner) => banner.id);
    expect(await at(now + hour + 1_000)).toEqual(expect.arrayContaining([later.id]));
    expect(await at(now + hour + 1_000)).not.toContain(running.id); // ends exactly when the other starts
    expect(await at(now + 2 * hour)).not.toContain(later.id); // the end is exclusive
    expect(await at(now - 2 * hour)).toEqual(expect.arrayContaining([ended.id]));
  });

  it('names the next schedule boundary, which no write marks: the cached home page is drawn again then', async () => {
    // The home page (/ rewritten to /home) is cached until a change notice, or until this moment
    // (HomePage, refreshPageBy). Far in the future, past every other banner's schedule.
    const day = 86_400_000;
    const start = Date.now() + 100 * day;
    const at = (ms: number) => new Date(ms).toISOString();
    const weekend = okData(
      await send<AdminBanner>(
        'bannerSave',
        fields({ title: 'Weekend', startsAt: at(start), endsAt: at(start + 2 * day) }),
        await picture(),
      ),
    );
    // a banner switched off moves nothing
    const shelvedFields = fields({ title: 'Shelved', startsAt: at(start - day), endsAt: at(start + day) });
    const shelved = okData(await send<AdminBanner>('bannerSave', shelvedFields, await picture()));
    okData(await call('bannerSave', { id: shelved.id, ...shelvedFields, active: false }));
    expect(await nextBannerChange(new Date(start - 2 * day))).toBe(at(start));
    expect(await nextBannerChange(new Date(start))).toBe(at(start + 2 * day)); // the start is past
    expect(await nextBannerChange(new Date(start + 2 * day))).toBeNull();
    okData(await call('bannerDelete', { id: weekend.id }));
    expect(await nextBannerChange(new Date(start - 2 * day))).toBeNull();
  });

  it.each([
    ['another origin', 'https://evil.example/sale'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['no leading slash', 'eyeglasses'],
  ])('refuses a link to %s', async (_name, href) => {
    const answer = await send('bannerSave', fields({ href }), await picture());
    expect(answer.body.code).toBe(422);
    expect(answer.body.data).toMatchObject({ fields: { href: SITE_PATH_MESSAGE } });
  });

  it('refuses a new banner without an image, an end before the start and a file that is no image', async () => {
    const noImage = await call('bannerSave', fields());
    expect(noImage.body.code).toBe(422);
    expect(noImage.body.data).toMatchObject({ fields: { file: 'Choose an image for the banner.' } });

    const backwards = await send(
      'bannerSave',
      fields({ startsAt: '2030-05-02T10:00:00Z', endsAt: '2030-05-01T10:00:00Z' }),
      await picture(),
    );
    expect(backwards.body.code).toBe(422);
    expect(backwards.body.data).toMatchObject({ fields: { endsAt: 'End the banner after it starts.' } });

    const text = await send('bannerSave', fields(), new TextEncoder().encode('not a picture at all'));
    expect(text.body.code).toBe(422);
    expect(text.body.msg).toContain('not a JPEG, PNG or WebP');

    const empty = await call('bannerSave', { ...fields(), title: '  ' });
    expect(empty.body.data).toMatchObject({ fields: { title: 'Give the headline.' } });
  });

  it('puts the banners in a new order, all of them or none', async () => {
    const before = okData(await call<List<AdminBanner>>('banners', {})).list.map((banner) => banner.id);
    expect(before.length).toBeGreaterThan(1);
    const reversed = [...before].reverse();
    const after = okData(await call<List<AdminBanner>>('bannerOrder', { ids: reversed })).list;
    expect(after.map((banner) => banner.id)).toEqual(reversed);
    const shown = (await shopBanners()).map((banner) => banner.id);
    expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));
    expect((await call('bannerOrder', { ids: reversed.slice(1) })).body.code).toBe(0);
    expect((await call('bannerOrder', { ids: [before[0], before[0]] })).body.code).toBe(422);
  });
});

describe('hot search words', () => {
  const shopWords = async () => okData(await get<List<HotSearchWord>>('/api/other/hotSearchWords')).list;

  it('adds, reorders and removes a word, as the search box suggests them', async () => {
    const added = okData(
      await call<List<{ id: number; word: string }>>('hotWordAdd', { word: ' amber aviators ' }),
    ).list;
    const word = added.find((entry) => entry.word === 'amber aviators');
    expect(word).toBeDefined();
    expect((await shopWords()).at(-1)?.word).toBe('amber aviators');

    expect((await call('hotWordAdd', { word: 'AMBER Aviators' })).body).toMatchObject({ code: 0 });

    const ids = added.map((entry) => entry.id);
    const first = [word?.id ?? 0, ...ids.filter((id) => id !== word?.id)];
    okData(await call('hotWordOrder', { ids: first }));
    expect((await shopWords())[0]?.word).toBe('amber aviators');

    okData(await call('hotWordRemove', { id: word?.id }));
    expect((await shopWords()).map((entry) => entry.word)).not.toContain('amber aviators');
    expect((await call('hotWordRemove', { id: word?.id })).body.code).toBe(404);
    expect((await auditActions(owner, 'hotWord', word?.id ?? 0)).sort()).toEqual([
      'hotWord.add',
      'hotWord.remove',
    ]);
  });

  it('refuses an empty word', async () => {
    const answer = await call('hotWordAdd', { word: '   ' });
    expect(answer.body.data).toMatchObject({ fields: { word: 'Give the word.' } });
  });
});

describe('photo wall', () => {
  const shopWall = async () => okData(await get<List<PhotoWallEntry>>('/api/other/photoWall')).list;
  const fields = (changes: Record<string, string> = {}) => ({
    author: 'Dana R.',
    caption: 'My new round frames',
    story: 'Light enough to forget I wear them.',
    imageAlt: 'Dana smiling in round black frames',
    productCode: '',
    ...changes,
  });

  it('puts a photo first on the wall with the frame worn, and takes it off', async () => {
    const [anyCard] = okData(
      await post<Page<{ code: string }>>('/api/goods/list', { page: 1, pageSize: 1 }),
    ).list;
    const code = anyCard?.code ?? '';
    const created = okData(
      await send<AdminPhotoWallEntry>(
        'photoWallSave',
        fields({ productCode: code.toLowerCase() }),
        await picture(800, 1000),
      ),
    );
    expect(created).toMatchObject({ author: 'Dana R.', productCode: code });
    expect((await shopWall())[0]).toMatchObject({
      id: created.id,
      caption: 'My new round frames',
      productCode: code,
    });
    const detail = okData(
      await post<{ story: string; product: { code: string } | null }>('/api/other/photoWallInfo', {
        id: created.id,
      }),
    );
    expect(detail).toMatchObject({ story: 'Light enough to forget I wear them.', product: { code } });

    okData(await call('photoWallDelete', { id: created.id }));
    expect((await shopWall()).map((entry) => entry.id)).not.toContain(created.id);
  });

  it('refuses a product code the catalog does not have, and a new entry without its photo', async () => {
    const unknown = await send('photoWallSave', fields({ productCode: 'ZZ9999' }), await picture(800, 1000));
    expect(unknown.body.code).toBe(422);
    expect(unknown.body.data).toMatchObject({ fields: { productCode: 'No product has this code.' } });
    const noPhoto = await call('photoWallSave', fields());
    expect(noPhoto.body.data).toMatchObject({ fields: { file: 'Choose the photo.' } });
  });
});

describe('help articles', () => {
  const article = (changes: Record<string, unknown> = {}) => ({
    slug: 'cleaning-your-lenses',
    topic: 'lenses',
    title: 'How do I clean my lenses?',
    summary: 'Rinse, then dry with the microfibre cloth.',
    body: '## Every day\n\nRinse with **lukewarm** water.\n\n- no paper towels\n- no window cleaner',
    ...changes,
  });

  it('writes an article in Markdown; /api/question/* and the search show it, a change and its deletion', async () => {
    const created = okData(await call<AdminFaqArticle>('faqSave', article()));
    const info = okData(await post<FaqArticle>('/api/question/info', { slug: 'cleaning-your-lenses' }));
    expect(info).toMatchObject({ id: created.id, title: 'How do I clean my lenses?', body: article().body });
    expect(info.paragraphs).toEqual([
      'Every day',
      'Rinse with lukewarm water.',
      'no paper towels no window cleaner',
    ]);
    const found = okData(
      await post<List<{ slug: string }>>('/api/question/search', { keyword: 'lukewarm' }),
    ).list;
    expect(found.map((entry) => entry.slug)).toContain('cleaning-your-lenses');
    const lenses = okData(
      await post<Page<{ slug: string }>>('/api/question/list', { topic: 'lenses', pageSize: 100 }),
    );
    expect(lenses.list.at(-1)?.slug).toBe('cleaning-your-lenses'); // last of its topic

    okData(await call('faqSave', article({ id: created.id, title: 'Cleaning your lenses' })));
    expect(okData(await post<FaqArticle>('/api/question/info', { id: created.id })).title).toBe(
      'Cleaning your lenses',
    );

    okData(await call('faqDelete', { id: created.id }));
    expect((await post('/api/question/info', { slug: 'cleaning-your-lenses' })).body.code).toBe(404);
    expect((await auditActions(owner, 'faq', created.id)).sort()).toEqual([
      'faq.create',
      'faq.delete',
      'faq.update',
    ]);
  });

  it('refuses an address already taken, a bad address and an unknown topic, with field messages', async () => {
    const [taken] = okData(await call<List<AdminFaqArticle>>('faqList', {})).list;
    const clash = await call('faqSave', article({ slug: taken?.slug }));
    expect(clash.body.data).toMatchObject({ fields: { slug: 'Another article has this address.' } });
    const bad = await call('faqSave', article({ slug: 'Not a slug!' }));
    expect(bad.body.data).toMatchObject({
      fields: { slug: 'Use lower-case letters, digits and hyphens in the address.' },
    });
    const topic = await call('faqSave', article({ topic: 'gossip' }));
    expect(topic.body.data).toMatchObject({ fields: { topic: 'Choose the topic.' } });
  });

  it('previews Markdown as the storefront renders it, with raw HTML and script links inert', async () => {
    const { html } = okData(
      await call<{ html: string }>('markdownPreview', {
        markdown: '**Hi** <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      }),
    );
    expect(html).toContain('<strong>Hi</strong>');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });
});

describe("the about and why-choose pages' blocks", () => {
  it('replaces a block with Markdown on the page, and a reset brings the built-in text back', async () => {
    const builtIn = BUILT_IN_BLOCKS.about.find((block) => block.key === 'story');
    const saved = okData(
      await call<AdminPageBlock>('pageBlockSave', {
        page: 'about',
        key: 'story',
        heading: 'How we began',
        body: 'Two opticians and a **workshop**.',
      }),
    );
    expect(saved).toMatchObject({
      edited: true,
      heading: 'How we began',
      builtIn: { heading: builtIn?.heading },
    });
    const blocks = await pageBlocksForPage('about');
    expect(blocks.story).toMatchObject({
      edited: true,
      heading: 'How we began',
      body: 'Two opticians and a **workshop**.',
    });
    expect(blocks.intro).toMatchObject({ edited: false, heading: 'About Oculo' });

    const reset = okData(await call<AdminPageBlock>('pageBlockReset', { page: 'about', key: 'story' }));
    expect(reset).toMatchObject({ edited: false, heading: builtIn?.heading, body: builtIn?.body });
    expect((await pageBlocksForPage('about')).story).toMatchObject({
      edited: false,
      heading: builtIn?.heading,
    });
    expect((await auditActions(owner, 'pageBlock', 'about/story')).sort()).toEqual([
      'pageBlock.reset',
      'pageBlock.save',
    ]);
  });

  it('lists every block of both pages, and refuses a block a page does not have', async () => {
    const { list } = okData(await call<List<AdminPageBlock>>('pageBlocks', {}));
    expect(list.filter((block) => block.page === 'why-choose').map((block) => block.key)).toEqual(
      BUILT_IN_BLOCKS['why-choose'].map((block) => block.key),
    );
    const unknown = await call('pageBlockSave', { page: 'about', key: 'team', heading: 'Team', body: 'Us.' });
    expect(unknown.body.code).toBe(404);
    const badPage = await call('pageBlockSave', { page: 'home', key: 'intro', heading: 'Hi', body: 'Hi.' });
    expect(badPage.body.data).toMatchObject({ fields: { page: 'Choose the page: about or why-choose.' } });
  });
});
