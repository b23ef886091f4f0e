import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { cartLinesOf } from '@/lib/server/domain/cart/cart-lines';
import { database } from '@/lib/server/platform/db/database';
import { frameSpecs, lensOptions, prescriptionUploads, products } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import { createShopper } from '../support/shoppers';
import { storedBytes } from '../support/stored-files';

// docs/product.md#calls "Lens flow": /api/process/product, /next, /upload, /submit, and
// /api/cart/count. docs/product.md#lens-options and docs/product.md#pricing: the server owns the
// graph, re-checks every choice and prices the glasses itself. Tampered selections add nothing; the
// cart price is frame + the graph's prices; an upload loses its GPS metadata; oversized or
// non-image uploads are refused.

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-lens-flow-'));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Choice = { type: string; value: unknown; price: number; item?: string };
type Headers = Record<string, string>;

/** The value, which the test expects to be there. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const device = (): Headers => ({ 'x-device-id': `d${randomBytes(34).toString('hex').slice(0, 67)}` });

interface Frame {
  code: string;
  priceCents: number;
}

/** A frame of the seeded catalog by its type and what its lens rules read. */
async function frameWhere(
  type: 'eyeglasses' | 'sunglasses',
  rim?: string,
  multifocal?: boolean,
): Promise<Frame> {
  const db = await database();
  const inStock = sql`exists (select 1 from product_variants v where v.product_id = ${products.id} and v.stock > 0)`;
  const conditions = [
    eq(products.type, type),
    eq(products.isActive, true),
    isNull(products.flashSalePriceCents),
    inStock,
  ];
  if (rim) conditions.push(eq(frameSpecs.rim, rim));
  else conditions.push(ne(frameSpecs.rim, 'rimless'));
  // docs/product.md#lens-rules: multifocals need a lens height of 28 mm or more (the default rule);
  // every seeded frame is at least that tall, so a shallow one is made so here
  if (multifocal) conditions.push(gte(frameSpecs.lensHeightMm, 28));
  const [row] = await db
    .select({ id: products.id, code: products.code, priceCents: products.priceCents })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(and(...conditions))
    .limit(1);
  if (!row) throw new Error(`no ${type} frame ${rim ?? ''} ${String(multifocal)}`);
  if (multifocal === false)
    await db.update(frameSpecs).set({ lensHeightMm: 27 }).where(eq(frameSpecs.productId, row.id));
  return { code: row.code, priceCents: row.priceCents };
}

async function option(code: string) {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  if (!row) throw new Error(`no option ${code}`);
  return row;
}

const pick = async (type: string, code: string): Promise<Choice> => {
  const row = await option(code);
  return { type, value: row.id, price: row.priceCents, item: row.name };
};

const typed = (values: Record<string, string | number>): Choice => ({
  type: 'prescription',
  value: { source: 'typed', ...values },
  price: 0,
});

const MILD_RX = { od_sph: '-2.25', os_sph: '-2.00', od_cyl: '-0.75', od_axis: 90, pd: '63' };
const STRONG_RX = { od_sph: '-6.00', os_sph: '-5.50', pd: '62' };

const start = (code: string, headers: Headers = {}) =>
  post<FlowAnswer>('/api/process/product', { code }, headers);

/** Walks the flow choice by choice as the wizard does, each call naming the step just answered. */
async function walk(code: string, choices: Choice[], headers: Headers) {
  let answer = (await start(code, headers)).body.data;
  const answers: FlowAnswer[] = [answer];
  for (let index = 0; index < choices.length; index += 1) {
    const result = await post<FlowAnswer>(
      '/api/process/next',
      { code, step_id: answer.step_id, step_data: choices.slice(0, index + 1) },
      headers,
    );
    if (result.body.code !== 200) return { answers, refused: result.body };
    answer = result.body.data;
    answers.push(answer);
  }
  return { answers, last: answer, refused: null };
}

const count = async (headers: Headers) =>
  (await post<{ count: number }>('/api/cart/count', {}, headers)).body.data.count;

const submit = (code: string, stepId: number, choices: Choice[], headers: Headers, color?: string) =>
  post<{ count: number; line: { id: number; unitPrice: number; framePrice: number; lensPrice: number } }>(
    '/api/process/submit',
    { code, step_id: stepId, step_data: choices, ...(color ? { color } : {}) },
    headers,
  );

describe('/api/process/product starts the flow (docs/product.md#calls)', () => {
  it('answers lens_use first, with the eyeglasses uses for an eyeglasses frame', async () => {
    const frame = await frameWhere('eyeglasses');
    const result = await start(frame.code);
    expect(result.body.code).toBe(200);
    const answer = result.body.data;
    expect(answer).toMatchObject({ type: 'lens_use', step: 1, count: 3, is_end: false });
    expect(answer.data.options.map((entry) => entry.code)).toEqual([
      'single_vision',
      'progressive',
      'bifocal',
      'reading',
      'non_prescription',
    ]);
  });

  it('offers the four sun uses (named … Sunglasses, shown … Grey) for sunglasses', async () => {
    const frame = await frameWhere('sunglasses');
    const answer = (await start(frame.code)).body.data;
    expect(answer.data.options.map((entry) => entry.name)).toEqual([
      'Prescription Tinted Sunglasses',
      'Prescription Polarized Sunglasses',
      'Non-Prescription Tinted Sunglasses',
      'Non-Prescription Polarized Sunglasses',
    ]);
  });

  it('shows progressive and bifocal disabled with the reason on a frame too shallow for them', async () => {
    const frame = await frameWhere('eyeglasses', undefined, false);
    const options = (await start(frame.code)).body.data.data.options;
    const progressive = options.find((entry) => entry.code === 'progressive');
    expect(progressive).toMatchObject({ disabled: true });
    expect(progressive?.reason).toMatch(/too shallow/);
  });

  it('refuses an accessory (code 0) and an unknown frame (404)', async () => {
    const db = await database();
    const [accessory] = await db.select().from(products).where(eq(products.type, 'accessories')).limit(1);
    expect((await start(must(accessory).code)).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/no lenses/),
    });
    expect((await start('NO-SUCH-FRAME')).body.code).toBe(404);
  });
});

describe('a single-vision pair, typed prescription, 1.61 and blue-light (docs/product.md#lens-options)', () => {
  it('walks every step, then the cart holds frame + the graph’s prices', async () => {
    const frame = await frameWhere('eyeglasses');
    const headers = device();
    const choices = [
      await pick('lens_use', 'single_vision'),
      typed(MILD_RX),
      await pick('add_ones', 'anti_reflective'),
      await pick('lens_index', 'index_161'),
      await pick('lens_type', 'blue_light'),
    ];
    const { answers, last, refused } = await walk(frame.code, choices, headers);
    expect(refused).toBeNull();
    expect(answers.map((answer) => answer.type)).toEqual([
      'lens_use',
      'prescription',
      'add_ones',
      'lens_index',
      'lens_type',
      'lens_type',
    ]);
    expect(answers[1]).toMatchObject({ count: 5, step: 2, data: { prescription: { addition: 'refused' } } });
    expect(answers[4]).toMatchObject({ step: 5, is_end: true });
    const graphPrice = choices.reduce((sum, choice) => sum + choice.price, 0);
    expect(graphPrice).toBeGreaterThan(0);
    expect(last).toMatchObject({ data: { ready: true, lensPrice: graphPrice } });

    expect(await count(headers)).toBe(0);
    const added = await submit(frame.code, must(last).step_id, choices, headers);
    expect(added.body).toMatchObject({
      code: 200,
      data: { count: 1, line: { framePrice: frame.priceCents, lensPrice: graphPrice } },
    });
    expect(added.body.data.line.unitPrice).toBe(frame.priceCents + graphPrice);
    expect(await count(headers)).toBe(1);

    const [line] = await cartLinesOf({ deviceId: must(headers['x-device-id']) });
    expect(line).toMatchObject({
      framePriceCents: frame.priceCents,
      lensPriceCents: graphPrice,
      quantity: 1,
    });
    expect(line?.lens?.prescription).toMatchObject({
      source: 'typed',
      values: { od_sph: -225, os_sph: -200, od_cyl: -75, od_axis: 90, pd: 630 },
    });
    expect(line?.lens?.choices.map((choice) => choice.code)).toEqual([
      'single_vision',
      null,
      'anti_reflective',
      'index_161',
      'blue_light',
    ]);
  });

  it('recommends the thinnest index the prescription allows and disables thinner-than-needed ones', async () => {
    const frame = await frameWhere('eyeglasses');
    const choices = [
      await pick('lens_use', 'single_vision'),
      typed(STRONG_RX),
      await pick('add_ones', 'standard_coating'),
    ];
    const { last } = await walk(frame.code, choices, device());
    expect(last?.type).toBe('lens_index');
    const byCode = Object.fromEntries(must(last).data.options.map((entry) => [entry.code, entry]));
    expect(byCode.index_150).toMatchObject({ disabled: true, recommended: false });
    // docs/product.md#lens-rules: from ±6.00 the lens must be 1.67 or thinner, and 1.67 is best
    expect(byCode.index_161?.reason).toMatch(/−6\.00 prescription needs a 1\.67 lens/);
    // recommended is marked, never chosen for the shopper
    expect(byCode.index_167).toMatchObject({ disabled: false, recommended: true, selected: false });
  });
});

describe('the shopper chooses every step; the lens use names its steps', () => {
  it('no option of any step comes chosen, and the reading strengths recommend none', async () => {
    const frame = await frameWhere('eyeglasses');
    const { answers } = await walk(
      frame.code,
      [
        await pick('lens_use', 'reading'),
        await pick('magnification', 'magnification_175'),
        await pick('add_ones', 'anti_reflective'),
      ],
      device(),
    );
    expect(answers.map((answer) => answer.type)).toEqual([
      'lens_use',
      'magnification',
      'add_ones',
      'lens_type',
    ]);
    for (const answer of answers) expect(answer.data.options.filter((entry) => entry.selected)).toEqual([]);
    expect(answers[1]?.data.options.filter((entry) => entry.recommended)).toEqual([]);
    expect(answers[2]?.data.options.find((entry) => entry.recommended)?.code).toBe('standard_coating');
  });

  it('each lens use names the steps it leads through, with their titles; other steps name none', async () => {
    const frame = await frameWhere('eyeglasses');
    const first = (await start(frame.code)).body.data;
    const steps = Object.fromEntries(
      first.data.options.map((entry) => [entry.code, entry.steps?.map((step) => step.key)]),
    );
    expect(steps).toMatchObject({
      single_vision: ['lens_use', 'prescription', 'add_ones', 'lens_index', 'lens_type'],
      reading: ['lens_use', 'magnification', 'add_ones', 'lens_type'],
      non_prescription: ['lens_use', 'add_ones', 'lens_type'],
    });
    expect(first.data.options[0]?.steps?.[1]).toEqual({ key: 'prescription', title: 'Your prescription' });
    const { last } = await walk(frame.code, [await pick('lens_use', 'non_prescription')], device());
    expect(last?.data.options.every((entry) => entry.steps === null)).toBe(true);
    // the count answered along the way is the lens use's own
    expect(last?.count).toBe(3);
  });

  it.each([
    ['rx_tinted', ['tint_grey', 'tint_gradient', 'tint_blue_mirror', 'tint_silver_mirror']],
    ['rx_polarized', ['polarized_grey', 'polarized_blue_mirror', 'polarized_silver_mirror']],
  ])(
    'sunglasses ask the tint once: after %s the lens type step offers finishes of the grey lens',
    async (use, codes) => {
      const frame = await frameWhere('sunglasses');
      const { last, refused } = await walk(
        frame.code,
        [
          await pick('lens_use', use),
          typed(MILD_RX),
          await pick('add_ones', 'standard_coating'),
          await pick('lens_index', 'index_161'),
        ],
        device(),
      );
      expect(refused).toBeNull();
      expect(last?.type).toBe('lens_type');
      const options = last?.data.options ?? [];
      expect(options.map((entry) => entry.code)).toEqual(codes);
      // the lens use is the tint (docs/product.md#lens-flow "… Grey"): no colour is asked for a
      // second time
      for (const entry of options) expect(entry.name).not.toMatch(/grey|brown|green|tint/i);
    },
  );
});

describe('tampered selections are refused and add nothing', () => {
  let frame: Frame;
  let headers: Headers;
  beforeAll(async () => {
    frame = await frameWhere('eyeglasses');
    headers = device();
  });

  async function refusedEverywhere(choices: Choice[], expectedCode: number, message: RegExp) {
    // /next with the step the last choice answers, and /submit with the final step: both refuse.
    const first = (await start(frame.code, headers)).body.data;
    const next = await post(
      '/api/process/next',
      { code: frame.code, step_id: first.step_id, step_data: choices },
      headers,
    );
    expect(next.body.code).toBe(expectedCode);
    expect(next.body.msg).toMatch(message);
    const submitted = await submit(frame.code, first.step_id, choices, headers);
    expect([0, 422]).toContain(submitted.body.code);
    expect(await count(headers)).toBe(0);
  }

  it('an option from another step', async () => {
    const lensType = await option('blue_light');
    await refusedEverywhere(
      [
        await pick('lens_use', 'single_vision'),
        typed(MILD_RX),
        { type: 'add_ones', value: lensType.id, price: lensType.priceCents },
      ],
      0,
      /additional price/i,
    );
  });

  it('a price sent by the client that is not the graph’s', async () => {
    const index = await option('index_161');
    await refusedEverywhere(
      [
        await pick('lens_use', 'single_vision'),
        typed(MILD_RX),
        await pick('add_ones', 'standard_coating'),
        { type: 'lens_index', value: index.id, price: 0 },
      ],
      0,
      /price of 1\.61 High-Index is now \$39\.00/,
    );
  });

  it('an index below the prescription’s minimum', async () => {
    await refusedEverywhere(
      [
        await pick('lens_use', 'single_vision'),
        typed(STRONG_RX),
        await pick('add_ones', 'standard_coating'),
        await pick('lens_index', 'index_150'),
      ],
      0,
      /needs a 1\.67 lens or thinner/,
    );
  });

  it('a lens type the frame cannot take (polarized on eyeglasses)', async () => {
    await refusedEverywhere(
      [
        await pick('lens_use', 'single_vision'),
        typed(MILD_RX),
        await pick('add_ones', 'standard_coating'),
        await pick('lens_index', 'index_150'),
        await pick('lens_type', 'polarized_grey'),
      ],
      0,
      /not offered for this frame/,
    );
  });

  it('a sun lens use on an eyeglasses frame, and steps out of order', async () => {
    await refusedEverywhere([await pick('lens_use', 'rx_polarized')], 0, /not offered/);
    await refusedEverywhere([typed(MILD_RX)], 0, /how you will use/);
  });

  it('a standard index on a rimless frame, and progressive on a shallow frame', async () => {
    const rimless = await frameWhere('eyeglasses', 'rimless');
    const choices = [
      await pick('lens_use', 'single_vision'),
      typed(MILD_RX),
      await pick('add_ones', 'standard_coating'),
      await pick('lens_index', 'index_150'),
    ];
    const first = (await start(rimless.code, headers)).body.data;
    const refused = await post(
      '/api/process/next',
      { code: rimless.code, step_id: first.step_id, step_data: choices },
      headers,
    );
    expect(refused.body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^Rimless frames need a 1\.59/),
    });

    const shallow = await frameWhere('eyeglasses', undefined, false);
    const progressive = await post(
      '/api/process/next',
      { code: shallow.code, step_id: first.step_id, step_data: [await pick('lens_use', 'progressive')] },
      headers,
    );
    expect(progressive.body).toMatchObject({ code: 0, msg: expect.stringMatching(/too shallow/) });
    expect(await count(headers)).toBe(0);
  });

  it('a step_id that is not the step the choices answer', async () => {
    const choices = [await pick('lens_use', 'single_vision'), typed(MILD_RX)];
    const { answers } = await walk(frame.code, choices.slice(0, 1), headers);
    const wrong = await post(
      '/api/process/next',
      { code: frame.code, step_id: must(answers[0]).step_id, step_data: choices },
      headers,
    );
    expect(wrong.body).toMatchObject({ code: 0, msg: expect.stringMatching(/step has changed/) });
  });

  it('an unfinished selection is not added', async () => {
    const choices = [await pick('lens_use', 'single_vision'), typed(MILD_RX)];
    const { answers } = await walk(frame.code, choices, headers);
    const result = await submit(frame.code, must(answers[1]).step_id, choices, headers);
    expect(result.body).toMatchObject({ code: 0, msg: expect.stringMatching(/finish choosing/) });
    expect(await count(headers)).toBe(0);
  });

  it('a price the operator changed since the step was shown steps the shopper back', async () => {
    const db = await database();
    const coating = await option('premium_anti_reflective');
    const shown = { type: 'add_ones', value: coating.id, price: coating.priceCents };
    await db
      .update(lensOptions)
      .set({ priceCents: coating.priceCents + 500 })
      .where(eq(lensOptions.id, coating.id));
    try {
      const { refused } = await walk(
        frame.code,
        [await pick('lens_use', 'non_prescription'), shown],
        headers,
      );
      expect(refused).toMatchObject({ code: 0, msg: expect.stringMatching(/is now \$34\.00/) });
    } finally {
      await db
        .update(lensOptions)
        .set({ priceCents: coating.priceCents })
        .where(eq(lensOptions.id, coating.id));
    }
  });
});

describe('prescription rules of the lens use (docs/product.md#prescription-rules)', () => {
  it('CYL without AXIS, ADD on single vision, and a progressive without ADD answer 422 on the field', async () => {
    const frame = await frameWhere('eyeglasses', undefined, true);
    const headers = device();
    const single = await pick('lens_use', 'single_vision');
    const noAxis = await walk(
      frame.code,
      [single, typed({ od_sph: '-1.00', os_sph: '-1.00', od_cyl: '-1.00', pd: '63' })],
      headers,
    );
    expect(noAxis.refused).toMatchObject({
      code: 422,
      data: { fields: { od_axis: expect.stringMatching(/axis/) } },
    });

    const withAdd = await walk(
      frame.code,
      [single, typed({ ...MILD_RX, od_add: '+2.00', os_add: '+2.00' })],
      headers,
    );
    expect(withAdd.refused).toMatchObject({
      code: 422,
      data: { fields: { od_add: expect.stringMatching(/Leave ADD empty/) } },
    });

    const progressive = await pick('lens_use', 'progressive');
    const noAdd = await walk(frame.code, [progressive, typed(MILD_RX)], headers);
    expect(noAdd.refused).toMatchObject({
      code: 422,
      data: { fields: { od_add: expect.stringMatching(/need the ADD/) } },
    });

    const complete = await walk(
      frame.code,
      [progressive, typed({ ...MILD_RX, od_add: '+2.00', os_add: '+2.00' })],
      headers,
    );
    expect(complete.refused).toBeNull();
    expect(complete.last?.type).toBe('add_ones');
  });

  it('a typed prescription needs a PD', async () => {
    const frame = await frameWhere('eyeglasses');
    const { refused } = await walk(
      frame.code,
      [await pick('lens_use', 'single_vision'), typed({ od_sph: '-1.00', os_sph: '-1.00' })],
      device(),
    );
    expect(refused).toMatchObject({ code: 422, data: { fields: { pd: expect.stringMatching(/PD/) } } });
  });

  it('a saved prescription is the owner’s only (404 for another account)', async () => {
    const frame = await frameWhere('eyeglasses');
    const owner = await createShopper('rx-owner');
    const other = await createShopper('rx-other');
    const saved = await post<{ id: number }>(
      '/api/prescription/save',
      { name: 'Distance', ...MILD_RX },
      owner.headers,
    );
    const choice: Choice = {
      type: 'prescription',
      value: { source: 'saved', id: saved.body.data.id },
      price: 0,
    };
    const lensUse = await pick('lens_use', 'single_vision');
    expect((await walk(frame.code, [lensUse, choice], owner.headers)).refused).toBeNull();
    expect((await walk(frame.code, [lensUse, choice], other.headers)).refused).toMatchObject({ code: 404 });
    expect((await walk(frame.code, [lensUse, choice], device())).refused).toMatchObject({ code: 0 });
  });
});

describe('/api/process/upload (docs/product.md#calls, docs/product.md#privacy)', () => {
  const upload = (bytes: Uint8Array, headers: Headers, name = 'rx.jpg', type = 'image/jpeg') => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    return callRoute<{ upload: string }>('POST', '/api/process/upload', { body: form, headers });
  };

  it('stores a JPEG with GPS EXIF without it, and only its device can use it', async () => {
    const original = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0e8f0' } })
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Camera owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    const exif = (await sharp(original).metadata()).exif;
    // the GPS pointer tag (0x8825) is in the photo as taken
    expect(
      exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
    ).toBe(true);

    const headers = device();
    const result = await upload(original, headers);
    expect(result.body.code).toBe(200);
    const handle = result.body.data.upload;
    const db = await database();
    const [row] = await db.select().from(prescriptionUploads).where(eq(prescriptionUploads.handle, handle));
    const stored = await storedBytes(must(row).fileKey);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Camera owner'))).toBe(false);

    const frame = await frameWhere('eyeglasses');
    const photoChoice: Choice = {
      type: 'prescription',
      value: { source: 'image', upload: handle },
      price: 0,
    };
    const choices = [
      await pick('lens_use', 'single_vision'),
      photoChoice,
      await pick('add_ones', 'standard_coating'),
      await pick('lens_index', 'index_150'),
      await pick('lens_type', 'clear'),
    ];
    expect((await walk(frame.code, choices.slice(0, 2), device())).refused).toMatchObject({ code: 404 });
    const { last, refused } = await walk(frame.code, choices, headers);
    expect(refused).toBeNull();
    const added = await submit(frame.code, must(last).step_id, choices, headers);
    expect(added.body.code).toBe(200);
    const [line] = await cartLinesOf({ deviceId: must(headers['x-device-id']) });
    expect(line?.lens?.prescription).toMatchObject({
      source: 'image',
      values: null,
      imageKey: must(row).fileKey,
    });
  });

  it('keeps the PD typed beside a photo, refuses one out of range at its field, and takes a PD on the photo', async () => {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#eef0f4' } })
      .jpeg()
      .toBuffer();
    const headers = device();
    const handle = (await upload(photo, headers)).body.data.upload;
    const frame = await frameWhere('eyeglasses');
    const lensUse = await pick('lens_use', 'single_vision');
    const withPhoto = (value: Record<string, unknown>, photoHandle = handle): Choice => ({
      type: 'prescription',
      value: { source: 'image', upload: photoHandle, ...value },
      price: 0,
    });

    const wide = await walk(frame.code, [lensUse, withPhoto({ pd: '95' })], headers);
    expect(wide.refused).toMatchObject({ code: 422, data: { fields: { pd: expect.any(String) } } });
    const half = await walk(frame.code, [lensUse, withPhoto({ pd_right: '32' })], headers);
    expect(half.refused).toMatchObject({ code: 422, data: { fields: { pd_left: expect.any(String) } } });
    const odd = await walk(frame.code, [lensUse, withPhoto({ pdOnPhoto: 'yes' })], headers);
    expect(odd.refused).toMatchObject({ code: 422 });

    const rest = [
      await pick('add_ones', 'standard_coating'),
      await pick('lens_index', 'index_150'),
      await pick('lens_type', 'clear'),
    ];
    for (const [value, pd] of [
      [
        { pd_right: '32', pd_left: '31.5' },
        { pd: null, pd_right: 320, pd_left: 315 },
      ],
      [{ pdOnPhoto: true }, null],
    ] as const) {
      const owner = device();
      const own = (await upload(photo, owner)).body.data.upload;
      const choices = [lensUse, withPhoto(value, own), ...rest];
      const { last, refused } = await walk(frame.code, choices, owner);
      expect(refused).toBeNull();
      expect((await submit(frame.code, must(last).step_id, choices, owner)).body.code).toBe(200);
      const [line] = await cartLinesOf({ deviceId: must(owner['x-device-id']) });
      expect(line?.lens?.prescription?.source).toBe('image');
      if (pd === null) expect(line?.lens?.prescription?.values).toBeNull();
      else expect(line?.lens?.prescription?.values).toMatchObject({ ...pd, od_sph: null, os_sph: null });
    }
  });

  it('refuses a 20 MB upload and a file that is not an image, storing nothing', async () => {
    const db = await database();
    const before = (await db.select().from(prescriptionUploads)).length;
    const headers = device();
    const huge = await upload(new Uint8Array(20 * 1024 * 1024), headers);
    expect([413, 200]).toContain(huge.status);
    expect([413, 422]).toContain(huge.body.code);
    const text = await upload(new TextEncoder().encode('%PDF-1.7 not a photo'), headers, 'rx.jpg');
    expect(text.body).toMatchObject({
      code: 422,
      data: { fields: { file: expect.stringMatching(/JPEG, PNG or WebP/) } },
    });
    expect((await db.select().from(prescriptionUploads)).length).toBe(before);
  });

  it('needs a device id or a sign-in', async () => {
    const result = await upload(new Uint8Array([0xff, 0xd8, 0xff]), {});
    expect(result.body.code).toBe(0);
  });
});

describe('/api/cart/count (docs/product.md#client-state CollectionsAndCartsNum.cart)', () => {
  it('counts the caller’s own cart: a device’s, an account’s', async () => {
    const frame = await frameWhere('sunglasses');
    const shopper = await createShopper('cart-owner');
    const choices = [
      await pick('lens_use', 'plain_polarized'),
      await pick('add_ones', 'standard_coating'),
      await pick('lens_type', 'polarized_grey'),
    ];
    const { last, refused } = await walk(frame.code, choices, shopper.headers);
    expect(refused).toBeNull();
    expect(last).toMatchObject({ count: 3, is_end: true, data: { ready: true } });
    expect((await submit(frame.code, must(last).step_id, choices, shopper.headers)).body).toMatchObject({
      code: 200,
    });
    expect((await submit(frame.code, must(last).step_id, choices, shopper.headers)).body).toMatchObject({
      code: 200,
    });
    expect(await count(shopper.headers)).toBe(2);
    expect(await count(device())).toBe(0);
    expect((await post('/api/cart/count', {}, {})).body.code).toBe(0);
  });
});
