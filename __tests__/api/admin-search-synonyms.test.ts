import type { AdminSynonym } from '@/lib/contract/calls/admin/search';
import { SEARCH_ADMIN_CALLS } from '@/lib/contract/calls/admin/search';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { forgetCatalogAnswers } from '@/lib/server/domain/catalog';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// The shop's search words in the console (docs/product.md#search-words): owners and the catalog
// role edit them, every change in the audit log, and the storefront's search follows.

type List<T> = { list: T[] };
type Page<T> = { list: T[]; total: number };

let owner: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

const call = <T>(verb: string, body: unknown, who: TestOperator = catalog) =>
  post<T>(`/api/admin/search/${verb}`, body, who.headers);

const found = async (keyword: string) => {
  // The answers of this process are forgotten on the change notice; the test asks straight away.
  forgetCatalogAnswers();
  return okData(await post<Page<ProductCard>>('/api/goods/list', { keyword })).total;
};

describe('who may edit the search words', () => {
  it.each(SEARCH_ADMIN_CALLS.map((contract) => [contract.path]))(
    '%s refuses no token, a shopper and a staff member',
    async (path) => {
      const staff = await createOperator('staff');
      const shopper = await createShopper();
      expect((await post(path, {})).body.code).toBe(3);
      expect((await post(path, {}, shopper.headers)).body.code).toBe(3);
      expect((await post(path, {}, staff.headers)).body.code).toBe(403);
    },
  );

  it('lets the owner and the catalog role read them, seeded with the shop words', async () => {
    for (const who of [owner, catalog]) {
      const { list } = okData(await call<List<AdminSynonym>>('synonyms', {}, who));
      expect(list).toContainEqual(expect.objectContaining({ words: 'blue lite', means: ['blue light'] }));
    }
  });
});

describe('editing the search words', () => {
  it('adds, changes and removes a synonym; the search follows and the audit log has each step', async () => {
    expect(await found('peepers')).toBe(0);
    const added = okData(
      await call<List<AdminSynonym>>('synonymSave', { words: '  Peepers ', means: ['Round ', 'peepers'] }),
    ).list.find((synonym) => synonym.words === 'peepers');
    expect(added?.means).toEqual(['round']);
    expect(await found('peepers')).toBe(await found('round'));

    okData(await call('synonymSave', { id: added?.id, words: 'peepers', means: ['aviator'] }, owner));
    expect(await found('peepers')).toBe(await found('aviator'));

    okData(await call('synonymRemove', { id: added?.id }));
    expect(await found('peepers')).toBe(0);
    expect((await call('synonymRemove', { id: added?.id })).body.code).toBe(404);
    expect((await auditActions(owner, 'searchSynonym', added?.id ?? 0)).sort()).toEqual([
      'searchSynonym.add',
      'searchSynonym.change',
      'searchSynonym.remove',
    ]);
  });

  it('refuses words that already have a synonym, and meanings that only repeat the words', async () => {
    expect((await call('synonymSave', { words: 'Blue  Lite', means: ['blue'] })).body).toMatchObject({
      code: 0,
    });
    expect((await call('synonymSave', { words: 'goggles', means: ['Goggles'] })).body).toMatchObject({
      code: 0,
    });
    expect((await call('synonymSave', { id: 2_000_000, words: 'goggles', means: ['sport'] })).body.code).toBe(
      404,
    );
  });

  it('refuses empty words with a field message', async () => {
    const answer = await call('synonymSave', { words: '  ', means: [] });
    expect(answer.body.code).toBe(422);
  });
});
