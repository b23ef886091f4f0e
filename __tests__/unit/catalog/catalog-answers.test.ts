import { catalogAnswer, forgetCatalogAnswers } from '@/lib/server/domain/catalog/catalog-answers';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function counter() {
  let loads = 0;
  const load = async () => ({ answer: ++loads });
  return { load, loads: () => loads };
}

describe('catalog answer cache', () => {
  beforeEach(() => forgetCatalogAnswers());

  it('loads a question once and answers repeats from memory', async () => {
    const { load, loads } = counter();
    const first = await catalogAnswer('list', { page: 1 }, load);
    const again = await catalogAnswer('list', { page: 1 }, load);
    expect(again).toBe(first);
    expect(loads()).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const { load, loads } = counter();
    const answers = await Promise.all([1, 2, 3, 4].map(() => catalogAnswer('list', { page: 2 }, load)));
    expect(new Set(answers).size).toBe(1);
    expect(loads()).toBe(1);
  });

  it.each([
    [{ page: 1 }, { page: 2 }, 'list', 'list'],
    [{ page: 1 }, { page: 1 }, 'list', 'attributes'],
  ])('keeps %j (%s) and %j (%s) apart', async (first, second, firstKind, secondKind) => {
    const { load, loads } = counter();
    await catalogAnswer(firstKind, first, load);
    await catalogAnswer(secondKind, second, load);
    expect(loads()).toBe(2);
  });

  it('forgets everything after a catalog write', async () => {
    const { load, loads } = counter();
    await catalogAnswer('list', { page: 1 }, load);
    forgetCatalogAnswers();
    expect(await catalogAnswer('list', { page: 1 }, load)).toEqual({ answer: 2 });
    expect(loads()).toBe(2);
  });

  it('never keeps an answer loaded before a write that landed while it loaded', async () => {
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<{ answer: string }>((resolve) => (release = () => resolve({ answer: 'old' })));
    const pending = catalogAnswer('list', { page: 3 }, slow);
    forgetCatalogAnswers();
    release();
    expect(await pending).toEqual({ answer: 'old' });
    expect(await catalogAnswer('list', { page: 3 }, async () => ({ answer: 'new' }))).toEqual({
      answer: 'new',
    });
  });

  it('lets an answer go when the moment it names passes (a flash sale ending)', async () => {
    const { load, loads } = counter();
    const endsSoon = () => Date.now() + 40;
    await catalogAnswer('list', { page: 4 }, load, endsSoon);
    await catalogAnswer('list', { page: 4 }, load, endsSoon);
    expect(loads()).toBe(1);
    await settle(80);
    await catalogAnswer('list', { page: 4 }, load, endsSoon);
    expect(loads()).toBe(2);
  });

  it('does not cache a failed load', async () => {
    await expect(
      catalogAnswer('list', { page: 5 }, () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await catalogAnswer('list', { page: 5 }, async () => ({ answer: 'ok' }))).toEqual({
      answer: 'ok',
    });
  });
});

describe('catalog answer cache turned off (CATALOG_CACHE_SECONDS=0)', () => {
  it('loads every time', async () => {
    const previous = process.env.CATALOG_CACHE_SECONDS;
    process.env.CATALOG_CACHE_SECONDS = '0';
    try {
      await jest.isolateModulesAsync(async () => {
        const isolated = await import('@/lib/server/domain/catalog/catalog-answers');
        const { load, loads } = counter();
        await isolated.catalogAnswer('list', { page: 1 }, load);
        await isolated.catalogAnswer('list', { page: 1 }, load);
        expect(loads()).toBe(2);
      });
    } finally {
      if (previous === undefined) delete process.env.CATALOG_CACHE_SECONDS;
      else process.env.CATALOG_CACHE_SECONDS = previous;
    }
  });
});
