/**
 * The search benchmark's table (bench/search.ts): what shoppers type, and the products they mean,
 * written from the seeded catalog's data (frame shape, material, rim, gender, colour families and
 * names, accessory kinds), not from what any search engine finds. A product is expected when it
 * is listed and matches every field given; `anyOf` lists alternatives (a shopper typing "ray ban"
 * means wayfarers or aviators). Colours are a variant's colour family, or words of its colour name.
 */
export interface Meaning {
  type?: ('eyeglasses' | 'sunglasses' | 'accessories')[];
  shape?: string[];
  material?: string[];
  rim?: string[];
  gender?: string[];
  colorFamily?: string[];
  colorName?: string;
  accessoryKind?: string[];
  /** A word of the product's name. */
  name?: string;
}

export interface SearchCase {
  keyword: string;
  kind: 'typo' | 'synonym' | 'plural' | 'colour' | 'shape' | 'material' | 'brand-like' | 'accessory';
  means: Meaning | { anyOf: Meaning[] };
}

const FRAMES: Meaning['type'] = ['eyeglasses', 'sunglasses'];

export const SEARCH_CASES: readonly SearchCase[] = [
  // Misspellings
  { keyword: 'aviater', kind: 'typo', means: { shape: ['aviator'] } },
  { keyword: 'tortise', kind: 'typo', means: { colorFamily: ['tortoise'] } },
  { keyword: 'rectangel', kind: 'typo', means: { shape: ['rectangle'] } },
  { keyword: 'titanyum', kind: 'typo', means: { material: ['titanium'] } },
  { keyword: 'wayfairer', kind: 'typo', means: { shape: ['wayfarer'] } },
  { keyword: 'geometrik', kind: 'typo', means: { shape: ['geometric'] } },
  { keyword: 'blak', kind: 'typo', means: { colorFamily: ['black'] } },
  { keyword: 'roond', kind: 'typo', means: { shape: ['round'] } },
  { keyword: 'sunglases', kind: 'typo', means: { type: ['sunglasses'] } },
  { keyword: 'eyeglases', kind: 'typo', means: { type: ['eyeglasses'] } },
  { keyword: 'burgandy', kind: 'typo', means: { colorName: 'burgundy' } },
  { keyword: 'silvr', kind: 'typo', means: { colorFamily: ['silver'] } },
  { keyword: 'acetat', kind: 'typo', means: { material: ['acetate'] } },
  { keyword: 'browlne', kind: 'typo', means: { shape: ['browline'] } },
  // The shop's synonyms: what people call things
  { keyword: 'reading glasses', kind: 'synonym', means: { type: ['eyeglasses'] } },
  { keyword: 'readers', kind: 'synonym', means: { type: ['eyeglasses'] } },
  {
    keyword: 'blue lite',
    kind: 'synonym',
    means: { anyOf: [{ type: ['eyeglasses'] }, { type: ['accessories'], name: 'blue-light' }] },
  },
  { keyword: 'blue light glasses', kind: 'synonym', means: { type: ['eyeglasses'] } },
  { keyword: 'computer glasses', kind: 'synonym', means: { type: ['eyeglasses'] } },
  { keyword: 'tortoiseshell', kind: 'synonym', means: { colorFamily: ['tortoise'] } },
  { keyword: 'specs', kind: 'synonym', means: { type: ['eyeglasses'] } },
  { keyword: 'spectacles', kind: 'synonym', means: { type: ['eyeglasses'] } },
  { keyword: 'shades', kind: 'synonym', means: { type: ['sunglasses'] } },
  { keyword: 'gray', kind: 'synonym', means: { colorFamily: ['grey'] } },
  { keyword: 'transparent frames', kind: 'synonym', means: { type: FRAMES, colorFamily: ['clear'] } },
  { keyword: 'pilot glasses', kind: 'synonym', means: { shape: ['aviator'] } },
  { keyword: 'frameless', kind: 'synonym', means: { rim: ['rimless'] } },
  // Plurals and inflections
  { keyword: 'aviators', kind: 'plural', means: { shape: ['aviator'] } },
  { keyword: 'round frames', kind: 'plural', means: { shape: ['round'] } },
  { keyword: 'cat eyes', kind: 'plural', means: { shape: ['cat-eye'] } },
  { keyword: 'kids glasses', kind: 'plural', means: { type: FRAMES, gender: ['kids'] } },
  {
    keyword: 'womens sunglasses',
    kind: 'plural',
    means: { type: ['sunglasses'], gender: ['women', 'unisex'] },
  },
  { keyword: 'mens eyeglasses', kind: 'plural', means: { type: ['eyeglasses'], gender: ['men', 'unisex'] } },
  // Colours
  { keyword: 'black', kind: 'colour', means: { colorFamily: ['black'] } },
  { keyword: 'gold', kind: 'colour', means: { colorFamily: ['gold'] } },
  { keyword: 'red glasses', kind: 'colour', means: { type: FRAMES, colorFamily: ['red'] } },
  { keyword: 'clear frames', kind: 'colour', means: { type: FRAMES, colorFamily: ['clear'] } },
  { keyword: 'tortoise round', kind: 'colour', means: { colorFamily: ['tortoise'], shape: ['round'] } },
  // Shapes
  { keyword: 'oval', kind: 'shape', means: { shape: ['oval'] } },
  { keyword: 'square', kind: 'shape', means: { shape: ['square'] } },
  { keyword: 'hexagon', kind: 'shape', means: { shape: ['geometric'] } },
  { keyword: 'cat-eye sunglasses', kind: 'shape', means: { type: ['sunglasses'], shape: ['cat-eye'] } },
  // Materials and rims
  { keyword: 'wooden', kind: 'material', means: { material: ['wood'] } },
  { keyword: 'titanium', kind: 'material', means: { material: ['titanium'] } },
  { keyword: 'tr90', kind: 'material', means: { material: ['tr90'] } },
  { keyword: 'semi rimless', kind: 'material', means: { rim: ['semi-rimless'] } },
  // Brand-like words for styles
  { keyword: 'ray ban', kind: 'brand-like', means: { shape: ['wayfarer', 'aviator'] } },
  { keyword: 'rayban', kind: 'brand-like', means: { shape: ['wayfarer', 'aviator'] } },
  { keyword: 'clubmaster', kind: 'brand-like', means: { shape: ['browline'] } },
  // Accessories
  { keyword: 'glasses case', kind: 'accessory', means: { accessoryKind: ['case'] } },
  { keyword: 'cleaning cloth', kind: 'accessory', means: { accessoryKind: ['cloth'] } },
  { keyword: 'lens spray', kind: 'accessory', means: { accessoryKind: ['spray'] } },
  { keyword: 'glasses chain', kind: 'accessory', means: { accessoryKind: ['chain'] } },
];
