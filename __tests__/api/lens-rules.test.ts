import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { DEFAULT_LENS_RULES, type LensRules } from '@/lib/shop/lens-rules';
import { database } from '@/lib/server/platform/db/database';
import { cartLines, frameSpecs, lensOptions, lensSteps, products } from '@/lib/server/platform/db/schema';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import { must, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/product.md#lens-rules: the wizard and add-to-cart follow the lens rules kept in the database;
// the console edits them (docs/operating.md#lens-rules), and the next evaluation follows the edit.

type Choice = { type: string; value: unknown; price: number; item?: string };
type Headers = Record<string, string>;

let catalog: TestOperator;
let owner: TestOperator;
beforeAll(async () => {
  catalog = await createOperator('catalog');
  owner = await createOperator('owner');
});

const device = (): Headers => ({ 'x-device-id': `d${randomBytes(34).toString('hex').slice(0, 67)}` });

const used: number[] = [];
/** An eyeglasses frame in stock, not used by another test here, set to this rim and lens height. */
async function frameWith(rim: string, lensHeightMm: number): Promise<string> {
  const db = await database();
  const inStock = sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock > 0)`;
  const [row] = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(
      and(
        eq(products.type, 'eyeglasses'),
        eq(products.isActive, true),
        isNull(products.flashSalePriceCents),
        ne(frameSpecs.rim, 'rimless'),
        inStock,
        ...(used.length > 0 ? [notInArray(products.id, used)] : []),
      ),
    )
    .limit(1);
  const frame = must(row);
  used.push(frame.id);
  await db.update(frameSpecs).set({ rim, lensHeightMm }).where(eq(frameSpecs.productId, frame.id));
  return frame.code;
}

async function pick(type: string, code: string): Promise<Choice> {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  return { type, value: must(row).id, price: must(row).priceCents, item: must(row).name };
}

const typed = (values: Record<string, string>): Choice => ({
  type: 'prescription',
  value: { source: 'typed', pd: '63', ...values },
  price: 0,
});

async function stepId(key: string): Promise<number> {
  const db = await database();
  const [row] = await db.select({ id: lensSteps.id }).from(lensSteps).where(eq(lensSteps.key, key));
  return must(row).id;
}

/** The answer to a selection, as /api/process/next gives it for the step last chosen. */
const next = async (code: string, choices: Choice[], headers: Headers) =>
  post<FlowAnswer>(
    '/api/process/next',
    { code, step_id: await stepId(must(choices.at(-1)).type), step_data: choices },
    headers,
  );

const submit = async (code: string, choices: Choice[], headers: Headers) =>
  post<{ count: number; line: { id: number } }>(
    '/api/process/submit',
    { code, step_id: await stepId('lens_type'), step_data: choices },
    headers,
  );

/** A whole single-vision selection with this prescription and index. */
async function singleVision(rx: Record<string, string>, index: string): Promise<Choice[]> {
  return [
    await pick('lens_use', 'single_vision'),
    typed(rx),
    await pick('add_ones', 'standard_coating'),
    await pick('lens_index', index),
    await pick('lens_type', 'clear'),
  ];
}

const rules = (who: TestOperator = catalog) =>
  post<{ rules: LensRules }>('/api/admin/lensRules/list', {}, who.headers);
const updateRule = (body: unknown, who: TestOperator = catalog) =>
  post<{ rules: LensRules }>('/api/admin/lensRules/update', body, who.headers);

async function linesOf(headers: Headers) {
  const db = await database();
  return db
    .select()
    .from(cartLines)
    .where(inArray(cartLines.deviceId, [must(headers['x-device-id'])]));
}

describe('docs/product.md#lens-rules: the wizard says which index suits the prescription', () => {
  it('recommends 1.67 for −5.25 in words, and marks it', async () => {
    const code = await frameWith('full-rim', 32);
    const choices = (await singleVision({ od_sph: '-5.25', os_sph: '-4.50' }, 'index_167')).slice(0, 3);
    const answer = okData(await next(code, choices, device()));
    expect(answer.type).toBe('lens_index');
    expect(answer.data.notes).toEqual([
      'Your \u22125.25 prescription is best with a 1.67 lens: thinner and lighter.',
    ]);
    expect(answer.data.options.find((option) => option.recommended)?.code).toBe('index_167');
  });

  it('shows a thinner-than-required index disabled with the reason at −6.50', async () => {
    const code = await frameWith('full-rim', 32);
    const choices = (await singleVision({ od_sph: '-6.50', os_sph: '-6.00' }, 'index_161')).slice(0, 3);
    const options = okData(await next(code, choices, device())).data.options;
    expect(options.find((option) => option.code === 'index_161')).toMatchObject({
      disabled: true,
      reason: expect.stringMatching(/needs a 1\.67 lens or thinner/),
    });
    expect(options.find((option) => option.code === 'index_167')).toMatchObject({ disabled: false });
  });
});

describe('docs/product.md#lens-rules: add-to-cart refuses what the rules rule out', () => {
  it('a 1.61 index at −6.50 (1.67 required): refused with the reason, nothing added', async () => {
    const code = await frameWith('full-rim', 32);
    const headers = device();
    const refused = await submit(
      code,
      await singleVision({ od_sph: '-6.50', os_sph: '-6.00' }, 'index_161'),
      headers,
    );
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Your \u22126.50 prescription needs a 1.67 lens or thinner: a thicker lens would be too heavy and distort at the edges.',
    });
    expect(await linesOf(headers)).toEqual([]);
    const added = await submit(
      code,
      await singleVision({ od_sph: '-6.50', os_sph: '-6.00' }, 'index_167'),
      headers,
    );
    expect(added.body.code).toBe(200);
  });

  it('progressive on a frame 27 mm tall: refused; on one 28 mm tall: added', async () => {
    const progressive = async () => [
      await pick('lens_use', 'progressive'),
      typed({ od_sph: '-1.00', os_sph: '-1.00', od_add: '+2.00', os_add: '+2.00' }),
      await pick('add_ones', 'standard_coating'),
      await pick('lens_index', 'index_150'),
      await pick('lens_type', 'clear'),
    ];
    const headers = device();
    const shallow = await frameWith('full-rim', 27);
    expect((await submit(shallow, await progressive(), headers)).body).toMatchObject({
      code: 0,
      msg: 'This frame is too shallow for progressive lenses: they need a lens height of 28 mm or more.',
    });
    const first = okData(await post<FlowAnswer>('/api/process/product', { code: shallow }, headers));
    expect(first.data.options.find((option) => option.code === 'bifocal')).toMatchObject({
      disabled: true,
      reason: expect.stringMatching(/too shallow for bifocal lenses/),
    });
    expect(await linesOf(headers)).toEqual([]);
    const tall = await frameWith('full-rim', 28);
    expect((await submit(tall, await progressive(), headers)).body.code).toBe(200);
  });

  it('a standard 1.50 index on a semi-rimless frame: refused; 1.61 added', async () => {
    const code = await frameWith('semi-rimless', 32);
    const headers = device();
    expect(
      (await submit(code, await singleVision({ od_sph: '-1.00', os_sph: '-1.00' }, 'index_150'), headers))
        .body,
    ).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^Semi-rimless frames need a 1\.59 lens or thinner/),
    });
    expect(
      (await submit(code, await singleVision({ od_sph: '-1.00', os_sph: '-1.00' }, 'index_161'), headers))
        .body.code,
    ).toBe(200);
  });
});

describe('docs/product.md#lens-rules: a prescription beyond the lab\u2019s range is accepted and flagged', () => {
  it('SPH −12.50: the steps say the shop will confirm by e-mail, and the cart line keeps the flag', async () => {
    const code = await frameWith('full-rim', 32);
    const headers = device();
    const choices = await singleVision({ od_sph: '-12.50', os_sph: '-11.00' }, 'index_174');
    const answer = okData(await next(code, choices, headers));
    expect(answer.data.notes).toContainEqual(expect.stringMatching(/SPH \u221212\.50.*confirm by e-mail/));
    expect((await submit(code, choices, headers)).body.code).toBe(200);
    const [line] = await linesOf(headers);
    expect(must(line).lens?.labReview).toEqual(['SPH \u221212.50']);
    // the cart (and the checkout's summary, which freezes its lines) answers it for the notice
    const cart = okData(
      await post<{ list: { lens: { labReview?: string[] } | null }[] }>('/api/cart/list', {}, headers),
    );
    expect(cart.list.map((listed) => listed.lens?.labReview)).toEqual([['SPH \u221212.50']]);
  });

  it('within the range, nothing is flagged', async () => {
    const code = await frameWith('full-rim', 32);
    const headers = device();
    expect(
      (await submit(code, await singleVision({ od_sph: '-12.00', os_sph: '+8.00' }, 'index_174'), headers))
        .body.code,
    ).toBe(200);
    const [line] = await linesOf(headers);
    expect(must(line).lens).not.toHaveProperty('labReview');
    const cart = okData(await post<{ list: { lens: object | null }[] }>('/api/cart/list', {}, headers));
    expect(cart.list[0]?.lens).not.toHaveProperty('labReview');
  });
});

describe('docs/operating.md#lens-rules: the console edits the rules', () => {
  it('lists the seeded defaults', async () => {
    expect(okData(await rules())).toEqual({ rules: DEFAULT_LENS_RULES });
  });

  it('an edited rule is followed by the next evaluation, and audited', async () => {
    const code = await frameWith('full-rim', 30);
    const headers = device();
    const progressive = [
      await pick('lens_use', 'progressive'),
      typed({ od_sph: '-1.00', os_sph: '-1.00', od_add: '+2.00', os_add: '+2.00' }),
    ];
    expect((await next(code, progressive, headers)).body.code).toBe(200);
    try {
      const edited = okData(
        await updateRule({ key: 'multifocalHeight', value: { minLensHeightMm: 31 } }, owner),
      );
      expect(edited.rules.multifocalHeight).toEqual({ minLensHeightMm: 31 });
      expect((await next(code, progressive, headers)).body).toMatchObject({
        code: 0,
        msg: 'This frame is too shallow for progressive lenses: they need a lens height of 31 mm or more.',
      });
      expect(await auditActions(owner, 'lens-rule', 'multifocalHeight')).toContain('lens-rule.update');

      const strong = await singleVision({ od_sph: '-6.50', os_sph: '-6.00' }, 'index_161');
      expect((await submit(code, strong, headers)).body.code).toBe(0);
      okData(await updateRule({ key: 'requiredIndex', value: { fromPower: 700, minIndex: 167 } }));
      expect((await submit(code, strong, headers)).body.code).toBe(200);
    } finally {
      okData(await updateRule({ key: 'multifocalHeight', value: DEFAULT_LENS_RULES.multifocalHeight }));
      okData(await updateRule({ key: 'requiredIndex', value: DEFAULT_LENS_RULES.requiredIndex }));
    }
  });

  it.each<[string, unknown, string]>([
    [
      'a band below 0.25',
      {
        key: 'indexByPower',
        value: {
          bands: [
            { upTo: 0, index: 150 },
            { upTo: null, index: 174 },
          ],
        },
      },
      'value.bands.0.upTo',
    ],
    [
      'an open band before the last',
      {
        key: 'indexByPower',
        value: {
          bands: [
            { upTo: null, index: 150 },
            { upTo: null, index: 174 },
          ],
        },
      },
      'value.bands.0.upTo',
    ],
    [
      'an index out of range',
      { key: 'rimIndex', value: { rims: ['rimless'], minIndex: 250 } },
      'value.minIndex',
    ],
    ['an unknown rim', { key: 'rimIndex', value: { rims: ['wire'], minIndex: 159 } }, 'value.rims.0'],
    ['a height of 0 mm', { key: 'multifocalHeight', value: { minLensHeightMm: 0 } }, 'value.minLensHeightMm'],
    [
      'a power between quarters',
      { key: 'requiredIndex', value: { fromPower: 610, minIndex: 167 } },
      'value.fromPower',
    ],
    ['an unknown rule', { key: 'colour', value: {} }, 'key'],
  ])('refuses %s with 422 naming the field', async (_, body, field) => {
    const result = await updateRule(body);
    expect(result.body.code).toBe(422);
    expect(Object.keys((result.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
  });

  it('a shopper\u2019s token and a role without the catalog cannot call them', async () => {
    const shopper = await createShopper();
    for (const path of ['list', 'update', 'preview']) {
      const body = path === 'update' ? { key: 'multifocalHeight', value: { minLensHeightMm: 10 } } : {};
      expect((await post(`/api/admin/lensRules/${path}`, body, shopper.headers)).body.code).toBe(3);
      expect((await post(`/api/admin/lensRules/${path}`, body, device())).body.code).toBe(3);
    }
    const support = await createOperator('staff');
    expect((await rules(support)).body.code).toBe(403);
    expect(okData(await rules()).rules.multifocalHeight).toEqual(DEFAULT_LENS_RULES.multifocalHeight);
  });

  it('previews which frames a rule hits, for a draft too', async () => {
    await frameWith('rimless', 26);
    const saved = okData(
      await post<Record<keyof LensRules, { hit: number; frames: number }>>(
        '/api/admin/lensRules/preview',
        {},
        catalog.headers,
      ),
    );
    expect(saved.rimIndex.hit).toBeGreaterThan(0);
    expect(saved.multifocalHeight.hit).toBeGreaterThan(0);
    const draft = okData(
      await post<Record<keyof LensRules, { hit: number }>>(
        '/api/admin/lensRules/preview',
        {
          rules: {
            ...DEFAULT_LENS_RULES,
            rimIndex: { rims: [], minIndex: 159 },
            multifocalHeight: { minLensHeightMm: 10 },
          },
        },
        catalog.headers,
      ),
    );
    expect(draft.rimIndex.hit).toBe(0);
    expect(draft.multifocalHeight.hit).toBe(0);
  });
});
