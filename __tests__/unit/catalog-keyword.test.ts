import { keywordQuery } from '@/lib/server/catalog/product-conditions';

describe('keyword search query (POST /api/goods/list keyword)', () => {
  it.each([
    ['titanium', 'titanium:*'],
    ['Round  Titanium', 'round & titanium:*'],
    ['cat-eye', 'cat & eye:*'],
    ["o'reilly & | ! :* ()", 'o & reilly:*'],
    ['%', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['a b c d e f g h', 'a & b & c & d & e & f:*'],
  ])('%j → %j', (keyword, expected) => {
    expect(keywordQuery(keyword)).toBe(expected);
  });
});
