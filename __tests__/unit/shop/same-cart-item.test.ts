import { cartItemKey, type CartItem, type ItemLens } from '@/lib/shop/same-cart-item';

// Two cart lines are one item when frame colour, lens choices and prescription match; the price
// each was added at does not count.

const TYPED = {
  source: 'typed',
  values: { od_sph: -150, os_sph: -125, pd: 630 },
  savedId: null,
  imageKey: null,
};

function lens(changes: Partial<ItemLens> = {}): ItemLens {
  return {
    lensUse: { code: 'single_vision' },
    choices: [
      { type: 'lens_use', optionId: 1, code: 'single_vision' },
      { type: 'prescription', optionId: null, code: null },
      { type: 'add_ones', optionId: 7, code: 'standard_coating' },
      { type: 'lens_type', optionId: 12, code: 'clear' },
    ],
    prescription: TYPED,
    ...changes,
  };
}

const pair = (changes: Partial<ItemLens> = {}, variantId = 5): CartItem => ({
  variantId,
  lens: lens(changes),
});
const accessory = (variantId: number): CartItem => ({ variantId, lens: null });

describe('cartItemKey', () => {
  it.each<[string, CartItem, CartItem, boolean]>([
    ['the same pair', pair(), pair(), true],
    ['the same choices in another order', pair(), pair({ choices: [...lens().choices].reverse() }), true],
    [
      'the same prescription with an empty value left out',
      pair(),
      pair({ prescription: { ...TYPED, values: { ...TYPED.values, od_cyl: null } } }),
      true,
    ],
    ['another colour of the frame', pair(), pair({}, 6), false],
    [
      'another lens type',
      pair(),
      pair({
        choices: lens().choices.map((choice) =>
          choice.type === 'lens_type' ? { ...choice, optionId: 13, code: 'blue_light' } : choice,
        ),
      }),
      false,
    ],
    [
      'another SPH',
      pair(),
      pair({ prescription: { ...TYPED, values: { ...TYPED.values, od_sph: -175 } } }),
      false,
    ],
    [
      'the same values saved in the account rather than typed',
      pair(),
      pair({ prescription: { ...TYPED, source: 'saved', savedId: 3 } }),
      false,
    ],
    [
      'two photos of a prescription',
      pair({ prescription: { source: 'image', values: null, savedId: null, imageKey: 'a.jpg' } }),
      pair({ prescription: { source: 'image', values: null, savedId: null, imageKey: 'b.jpg' } }),
      false,
    ],
    ['glasses and the frame alone', pair(), accessory(5), false],
    ['the same accessory', accessory(9), accessory(9), true],
    ['two accessories', accessory(9), accessory(10), false],
  ])('%s', (_case, one, other, same) => {
    expect(cartItemKey(one) === cartItemKey(other)).toBe(same);
  });
});
