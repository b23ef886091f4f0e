import { colorBit, colorFamiliesOf, colorMask } from '@/lib/server/domain/catalog/color-mask';
import { COLOR_FAMILIES } from '@/lib/shop/frame-attributes';

describe('colour bits of the listing read model', () => {
  // The positions are stored in product_listings.color_mask: reordering COLOR_FAMILIES would
  // silently change every stored mask, so they are pinned here.
  it.each([
    ['black', 1],
    ['tortoise', 2],
    ['clear', 4],
    ['gold', 8],
    ['silver', 16],
    ['blue', 32],
    ['red', 64],
    ['pink', 128],
    ['green', 256],
    ['brown', 512],
    ['grey', 1024],
    ['purple', 2048],
  ] as const)('%s is bit %i', (family, bit) => {
    expect(colorBit(family)).toBe(bit);
  });

  it('knows every family', () => {
    expect(COLOR_FAMILIES.map(colorBit)).toHaveLength(12);
  });

  it.each([
    [[], 0],
    [['black'], 1],
    [['black', 'gold', 'black'], 9],
    [['purple', 'tortoise'], 2050],
  ] as const)('mask of %j is %i, and reads back', (families, mask) => {
    expect(colorMask(families)).toBe(mask);
    expect(colorFamiliesOf(mask)).toEqual(
      COLOR_FAMILIES.filter((family) => (families as readonly string[]).includes(family)),
    );
  });

  it('refuses a family it does not know', () => {
    expect(() => colorBit('plaid' as never)).toThrow(RangeError);
  });
});
