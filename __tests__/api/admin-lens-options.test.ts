import { eq } from 'drizzle-orm';
import type {
  AdminLensOption,
  AdminLensStep,
  LensOptionReachAnswer,
} from '@/lib/contract/calls/admin/lens-options';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { database } from '@/lib/server/platform/db/database';
import { lensOptions } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  addGlasses,
  cartOf,
  freshProduct,
  must,
  okData,
  readySnapshot,
  snapshootStatus,
  submitOrder,
  type Headers,
  type TestItem,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#catalog-work: the console edits the lens graph; a price change reaches the
// wizard at once and never alters a cart line already priced or a checkout snapshot; an option
// taken out of sale is no longer offered; rules that do not hold together are refused on their
// field.

type Audit = { action: string; objectId: string; before: unknown; after: unknown };
type Page<T> = { list: T[] };

let catalog: TestOperator;
let owner: TestOperator;

beforeAll(async () => {
  catalog = await createOperator('catalog');
  owner = await createOperator('owner');
});

const call = <T>(verb: string, body: unknown, who: { headers: Headers } = catalog) =>
  post<T>(`/api/admin/lensOptions/${verb}`, body, who.headers);

async function steps(): Promise<AdminLensStep[]> {
  return okData(await call<{ steps: AdminLensStep[] }>('list', {})).steps;
}

async function optionByCode(code: string): Promise<AdminLensOption> {
  return must((await steps()).flatMap((step) => step.options).find((option) => option.code === code));
}

/** The fields update takes, from an option as list answers it. */
const editable = (option: AdminLensOption) => ({
  id: option.id,
  name: option.name,
  description: option.description,
  priceCents: option.priceCents,
  isDefault: option.isDefault,
  forUses: option.forUses,
  rules: option.rules,
  path: option.path,
});

/** The add_ones step the wizard shows a sunglasses frame after the plain polarized lens use. */
async function wizardCoatings(frame: TestItem, headers: Headers) {
  const start = okData(await post<FlowAnswer>('/api/process/product', { code: frame.code }, headers));
  const use = must(start.data.options.find((option) => option.code === 'plain_polarized'));
  const next = okData(
    await post<FlowAnswer>(
      '/api/process/next',
      {
        code: frame.code,
        step_id: start.step_id,
        step_data: [{ type: 'lens_use', value: use.id, price: use.price, item: use.name }],
      },
      headers,
    ),
  );
  expect(next.type).toBe('add_ones');
  return next.data.options;
}

async function auditOf(objectId: string): Promise<Audit[]> {
  return okData(await post<Page<Audit>>('/api/admin/audit/list', { objectId }, owner.headers)).list;
}

describe('the lens options of the console', () => {
  it('lists every step with its options, on sale or not, in order', async () => {
    const db = await database();
    await db.update(lensOptions).set({ isActive: false }).where(eq(lensOptions.code, 'index_174'));
    const list = await steps();
    expect(list.map((step) => step.key)).toEqual([
      'lens_use',
      'prescription',
      'magnification',
      'add_ones',
      'lens_index',
      'lens_type',
    ]);
    const index = must(list.find((step) => step.key === 'lens_index'));
    expect(index.options.find((option) => option.code === 'index_174')).toMatchObject({ active: false });
    const sorts = index.options.map((option) => option.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    await db.update(lensOptions).set({ isActive: true }).where(eq(lensOptions.code, 'index_174'));
  });

  it('a staff member cannot read or change the lens options (403)', async () => {
    const staff = await createOperator('staff');
    expect((await call('list', {}, staff)).body.code).toBe(403);
    const coating = await optionByCode('standard_coating');
    const refused = await call('update', { ...editable(coating), priceCents: 1 }, staff);
    expect(refused.body.code).toBe(403);
    expect((await optionByCode('standard_coating')).priceCents).toBe(coating.priceCents);
  });

  it('a price change reaches the wizard at once, and never a cart line added before nor its snapshot', async () => {
    const coating = await optionByCode('standard_coating');
    const shopper = await createShopper('lens-buyer');
    const before = await freshProduct('sunglasses');
    const { lensCents } = await addGlasses(shopper.headers, before);
    const snapshot = await readySnapshot(shopper.headers);

    const raised = coating.priceCents + 1_500;
    const updated = okData(
      await call<AdminLensOption>('update', { ...editable(coating), priceCents: raised }),
    );
    expect(updated.priceCents).toBe(raised);

    // the wizard's very next answer carries the new price
    const later = await freshProduct('sunglasses');
    const shown = must(
      (await wizardCoatings(later, shopper.headers)).find((o) => o.code === 'standard_coating'),
    );
    expect(shown.price).toBe(raised);

    // the line added before keeps its lens price in the cart …
    const cart = await cartOf(shopper.headers);
    const line = must(cart.list.find((entry) => entry.code === before.code));
    expect(line.unitLensCents).toBe(lensCents);
    expect(line.subtotalCents).toBe(before.priceCents + lensCents);
    expect(line.problem).toBeNull();

    // … and the snapshot taken before still holds and becomes the order at its price
    const status = okData(await snapshootStatus(shopper.headers, snapshot.snapshotId));
    expect(status).toMatchObject({ valid: true, problems: [] });
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(order.totalCents).toBe(snapshot.totals.totalCents);

    // a pair added now is priced with the new price
    const other = await createShopper('lens-later');
    const fresh = await addGlasses(other.headers, later);
    expect(fresh.lensCents).toBe(lensCents + 1_500);
    const [newLine] = (await cartOf(other.headers)).list;
    expect(newLine?.unitLensCents).toBe(lensCents + 1_500);

    const [entry] = await auditOf('standard_coating');
    expect(entry).toMatchObject({
      action: 'lens-option.update',
      before: { priceCents: coating.priceCents },
      after: { priceCents: raised },
    });
  });

  it('an option taken out of sale is no longer offered; a line that chose it is asked to choose again', async () => {
    const coating = await optionByCode('standard_coating');
    const shopper = await createShopper('lens-withdrawn');
    const frame = await freshProduct('sunglasses');
    await addGlasses(shopper.headers, frame);

    okData(await call('setActive', { id: coating.id, active: false }));
    const offered = await wizardCoatings(frame, shopper.headers);
    expect(offered.map((option) => option.code)).not.toContain('standard_coating');
    expect(offered.length).toBeGreaterThan(0);
    const [line] = (await cartOf(shopper.headers)).list;
    expect(line?.problem).toMatch(/no longer offered/);
    expect((await optionByCode('standard_coating')).active).toBe(false);

    okData(await call('setActive', { id: coating.id, active: true }));
    const back = await wizardCoatings(frame, shopper.headers);
    expect(back.map((option) => option.code)).toContain('standard_coating');
    expect((await auditOf('standard_coating')).map((entry) => entry.action).slice(0, 2)).toEqual([
      'lens-option.enable',
      'lens-option.disable',
    ]);
  });

  it('refuses rules that do not hold, each on its field, and changes nothing', async () => {
    const coating = await optionByCode('standard_coating');
    const cases: [object, string, RegExp][] = [
      [{ rules: { addition: 'required' } }, 'rules.addition', /Only a lens use/],
      [{ rules: { maxSphere: 130 } }, 'rules.maxSphere', /quarter dioptres/],
      [{ rules: { maxSphere: 99_999 } }, 'rules.maxSphere', /from 25 to 2,000/],
      [{ rules: { rims: ['square'] } }, 'rules.rims.0', /full-rim/],
      [{ rules: { frameTypes: [] } }, 'rules.frameTypes', /at least one frame type/],
      [{ forUses: ['no_such_use'] }, 'forUses', /no_such_use/],
      [{ path: ['lens_type'] }, 'path', /Only a lens use/],
      [{ priceCents: -1 }, 'priceCents', /whole number from 0/],
      [{ name: '' }, 'name', /Give the name/],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call('update', { ...editable(coating), ...change });
      expect({ field, body: refused.body }).toMatchObject({
        field,
        body: { code: 422, data: { fields: { [field]: expect.stringMatching(message) } } },
      });
    }
    expect(await optionByCode('standard_coating')).toEqual(coating);
  });

  it('adds an option last in its step, refuses a code in use, and moves options up and down', async () => {
    const draft = {
      step: 'add_ones',
      code: 'mirror_coating',
      name: 'Mirror Coating',
      description: 'A mirrored finish over the anti-reflective layers.',
      priceCents: 2_900,
      forUses: ['plain_polarized'],
      rules: { frameTypes: ['sunglasses'] },
    };
    const made = okData(await call<AdminLensOption>('create', draft));
    const addOnes = must((await steps()).find((step) => step.key === 'add_ones'));
    expect(addOnes.options.at(-1)).toMatchObject({ code: 'mirror_coating', active: true, priceCents: 2_900 });
    const taken = await call('create', draft);
    expect(taken.body).toMatchObject({
      code: 422,
      data: { fields: { code: expect.stringMatching(/already used/) } },
    });

    const moved = okData(await call<AdminLensStep>('move', { id: made.id, direction: 'up' }));
    const codes = moved.options.map((option) => option.code);
    expect(codes.at(-2)).toBe('mirror_coating');
    expect(codes).toHaveLength(addOnes.options.length);
    const top = must(moved.options[0]);
    const still = okData(await call<AdminLensStep>('move', { id: top.id, direction: 'up' }));
    expect(still.options.map((option) => option.code)).toEqual(codes);
    expect((await steps()).find((step) => step.key === 'add_ones')?.options.map((o) => o.code)).toEqual(
      codes,
    );
  });

  it('shows which frames and prescriptions an option applies to, for its rules or a draft of them', async () => {
    const progressive = await optionByCode('progressive');
    const reach = okData(await call<LensOptionReachAnswer>('check', { id: progressive.id }));
    expect(reach.frames.total).toBeGreaterThan(0);
    expect(reach.frames.fits).toBeGreaterThan(0);
    expect(reach.frames.fits).toBeLessThan(reach.frames.total);
    // sunglasses are not offered a progressive use at all
    const sunglasses = reach.frames.groups.filter((group) => group.type === 'sunglasses');
    expect(sunglasses.every((group) => group.fits === 0)).toBe(true);
    expect(reach.frames.groups.reduce((sum, group) => sum + group.frames, 0)).toBe(reach.frames.total);
    expect(reach.prescriptions).toMatchObject({ addition: 'required', sphere: null, uses: null });

    const draft = okData(
      await call<LensOptionReachAnswer>('check', {
        id: progressive.id,
        rules: { frameTypes: ['eyeglasses'], rims: ['full-rim'], maxSphere: 600 },
      }),
    );
    expect(draft.frames.groups.filter((group) => group.rim !== 'full-rim').every((g) => g.fits === 0)).toBe(
      true,
    );
    expect(draft.prescriptions).toMatchObject({ sphere: { min: -600, max: 600 }, addition: 'any' });
    expect((await call('check', { id: 2_000_000 })).body.code).toBe(404);
  });
});
