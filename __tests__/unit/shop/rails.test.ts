import { inStockFirst } from '@/lib/shop/rails';

// A rail never opens on a sold-out frame; otherwise it keeps its order.
const card = (code: string, inStock: boolean) => ({ code, inStock });

describe('inStockFirst', () => {
  it.each([
    [[], []],
    [
      [card('A', true), card('B', true)],
      ['A', 'B'],
    ],
    [
      [card('A', false), card('B', true), card('C', true)],
      ['B', 'C', 'A'],
    ],
    [
      [card('A', false), card('B', true), card('C', false), card('D', true)],
      ['B', 'D', 'A', 'C'],
    ],
    [
      [card('A', false), card('B', false)],
      ['A', 'B'],
    ],
  ])('%j → %j', (rail, codes) => {
    expect(inStockFirst(rail).map((product) => product.code)).toEqual(codes);
  });

  it('leaves the rail it was given as it was', () => {
    const rail = [card('A', false), card('B', true)];
    inStockFirst(rail);
    expect(rail.map((product) => product.code)).toEqual(['A', 'B']);
  });
});
