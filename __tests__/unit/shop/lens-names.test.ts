import { isLensFlowStep, lensOptionName, lensUseDisplayName } from '@/lib/shop/lens-names';

describe('lens-flow steps (docs/product.md#lens-flow)', () => {
  it('accepts the six steps and nothing else', () => {
    const candidates = ['lens_use', 'prescription', 'magnification', 'add_ones', 'lens_index', 'lens_type'];
    expect(candidates.filter(isLensFlowStep)).toEqual(candidates);
    expect(['coating', 'lens', 'Lens_Use'].filter(isLensFlowStep)).toEqual([]);
  });

  it.each([
    ['lens_use', true],
    ['lens_type', true],
    ['config', false],
    ['', false],
    [3, false],
  ])('isLensFlowStep(%p) is %p', (value, expected) => {
    expect(isLensFlowStep(value)).toBe(expected);
  });
});

describe('docs/product.md#lens-flow: lens option keys and their display names', () => {
  it.each([
    ['lens_use', 'Prescription Type'],
    ['prescription', 'config'],
    ['magnification', 'magnification'],
    ['add_ones', 'Additional Price'],
    ['lens_index', 'Lens Index'],
    ['lens_type', 'Lens Type'],
    ['coating', 'lens'],
    ['config', 'lens'],
    ['LENS_USE', 'lens'],
    ['', 'lens'],
  ])('lensOptionName(%p) = %p', (key, name) => {
    expect(lensOptionName(key)).toBe(name);
  });
});

describe('docs/product.md#lens-flow: sunglasses lens uses are displayed with Sunglasses replaced by Grey', () => {
  it.each([
    ['Prescription Tinted Sunglasses', 'Prescription Tinted Grey'],
    ['Prescription Polarized Sunglasses', 'Prescription Polarized Grey'],
    ['Non-Prescription Tinted Sunglasses', 'Non-Prescription Tinted Grey'],
    ['Non-Prescription Polarized Sunglasses', 'Non-Prescription Polarized Grey'],
    ['Prescription Tinted', 'Prescription Tinted Grey'],
    ['Prescription Polarized', 'Prescription Polarized Grey'],
    ['Non-Prescription Tinted', 'Non-Prescription Tinted Grey'],
    ['Non-Prescription Polarized', 'Non-Prescription Polarized Grey'],
    ['Single Vision', 'Single Vision'],
    ['Progressive', 'Progressive'],
    ['Non-Prescription', 'Non-Prescription'],
    ['Sunglasses', 'Sunglasses'],
    ['Reading Sunglasses', 'Reading Sunglasses'],
    ['prescription tinted sunglasses', 'prescription tinted sunglasses'],
  ])('lensUseDisplayName(%p) = %p', (name, shown) => {
    expect(lensUseDisplayName(name)).toBe(shown);
  });
});
