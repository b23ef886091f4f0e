import type { AdminLensOption, AdminLensStep } from '@/lib/contract/calls/admin/lens-options';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { post } from '../support/call-route';
import { freshProduct, must, okData, type Headers, type TestItem } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#lens-options: "Add an option" puts a new option last in its step, on sale at
// once unless told otherwise, with a line in the audit log; the wizard offers it on the shopper's
// very next step; a field the shop refuses is named in code 422 and nothing is added; only the
// owner and catalog members may add, never a staff member nor a shopper's token.

type Audit = { action: string; objectId: string; actorRole: string; summary: string; after: unknown };

let catalog: TestOperator;
let owner: TestOperator;

beforeAll(async () => {
  catalog = await createOperator('catalog');
  owner = await createOperator('owner');
});

const create = (body: unknown, headers: Headers = catalog.headers) =>
  post<AdminLensOption>('/api/admin/lensOptions/create', body, headers);

async function steps(): Promise<AdminLensStep[]> {
  const answer = await post<{ steps: AdminLensStep[] }>('/api/admin/lensOptions/list', {}, catalog.headers);
  return okData(answer).steps;
}

const codesOf = async (key: string) =>
  must((await steps()).find((step) => step.key === key)).options.map((option) => option.code);

/** A code no other test of this run took. */
const freshCode = (stem: string) => `${stem}_${Math.random().toString(36).slice(2, 8)}`;

/** A coating for sunglasses, offered under every lens use. */
const coating = (code: string) => ({
  step: 'add_ones',
  code,
  name: 'Oleophobic Coating',
  description: 'Sheds fingerprints and skin oil.',
  priceCents: 1_200,
  forUses: null,
  rules: { frameTypes: ['sunglasses'] },
});

/** The coatings step the wizard shows a sunglasses frame after the plain polarized lens use. */
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

describe('adding a lens option from the console', () => {
  it('puts it last in its step with an audit line, and the wizard offers it at once', async () => {
    const code = freshCode('oleophobic');
    const shopper = await createShopper('lens-new-option');
    const frame = await freshProduct('sunglasses');
    expect((await wizardCoatings(frame, shopper.headers)).map((option) => option.code)).not.toContain(code);

    const added = okData(await create(coating(code)));
    expect(added).toMatchObject({ step: 'add_ones', code, active: true, priceCents: 1_200, forUses: null });
    expect((await codesOf('add_ones')).at(-1)).toBe(code);

    const offered = must((await wizardCoatings(frame, shopper.headers)).find((o) => o.code === code));
    expect(offered).toMatchObject({ name: 'Oleophobic Coating', price: 1_200, disabled: false });

    const audit = okData(
      await post<{ list: Audit[] }>('/api/admin/audit/list', { objectId: code }, owner.headers),
    ).list;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'lens-option.create',
      actorRole: 'catalog',
      summary: 'Added the lens option Oleophobic Coating to add_ones',
      after: { code, priceCents: 1_200, active: true, rules: { frameTypes: ['sunglasses'] } },
    });
  });

  it('an option added out of sale is listed but not offered; an owner may add too', async () => {
    const code = freshCode('waiting');
    const added = okData(await create({ ...coating(code), active: false }, owner.headers));
    expect(added.active).toBe(false);
    expect(await codesOf('add_ones')).toContain(code);
    const frame = await freshProduct('sunglasses');
    const shopper = await createShopper('lens-waiting-option');
    expect((await wizardCoatings(frame, shopper.headers)).map((option) => option.code)).not.toContain(code);
  });

  it('names each refused field in code 422 and adds nothing', async () => {
    const taken = okData(await create(coating(freshCode('taken')))).code;
    const before = await steps();
    const cases: [object, string, RegExp][] = [
      [{ step: undefined }, 'step', /Choose the step/],
      [{ step: 'frame' }, 'step', /Choose the step/],
      [{ code: 'Mirror Coating' }, 'code', /small letters, digits or underscores/],
      [{ code: undefined }, 'code', /Give the option a code/],
      [{ code: taken }, 'code', /already used/],
      [{ name: '' }, 'name', /Give the name/],
      [{ priceCents: 100_001 }, 'priceCents', /from 0 to/],
      [{ priceCents: 12.5 }, 'priceCents', /whole number/],
      [{ rules: { addition: 'required' } }, 'rules.addition', /Only a lens use/],
      [{ rules: { maxSphere: 130 } }, 'rules.maxSphere', /quarter dioptres/],
      [{ rules: { rims: ['round'] } }, 'rules.rims.0', /full-rim/],
      [{ forUses: ['no_such_use'] }, 'forUses', /no_such_use/],
      [{ path: ['lens_type'] }, 'path', /Only a lens use/],
      [{ step: 'lens_use', code: freshCode('use'), path: null }, 'path', /Choose the steps/],
    ];
    for (const [change, field, message] of cases) {
      const refused = await create({ ...coating(freshCode('refused')), ...change });
      expect({ field, body: refused.body }).toMatchObject({
        field,
        body: { code: 422, data: { fields: { [field]: expect.stringMatching(message) } } },
      });
    }
    expect(await steps()).toEqual(before);
  });

  it('refuses a shopper’s token (3) and a staff member (403), adding nothing', async () => {
    const before = await codesOf('add_ones');
    const shopper = await createShopper('lens-option-intruder');
    const staff = await createOperator('staff');
    expect((await create(coating(freshCode('shopper')), shopper.headers)).body.code).toBe(3);
    expect((await create(coating(freshCode('anyone')), {})).body.code).toBe(3);
    expect((await create(coating(freshCode('staff')), staff.headers)).body.code).toBe(403);
    expect(await codesOf('add_ones')).toEqual(before);
  });
});
