import type { ColorFamily, FrameMaterial } from '@/lib/shop/frame-vocabulary';

/** A frame colour: a three-letter SKU code, a shopper-facing name, its filter family and hex. */
export interface FrameColor {
  code: string;
  name: string;
  family: ColorFamily;
  hex: string;
}

/** Lens tints of sunglasses; the drawing renders them semi-transparent. */
export interface LensTint {
  name: string;
  hex: string;
}

const ACETATE: readonly FrameColor[] = [
  { code: 'BLK', name: 'Jet Black', family: 'black', hex: '#16161a' },
  { code: 'MBK', name: 'Matte Black', family: 'black', hex: '#2a2a2e' },
  { code: 'TOR', name: 'Havana Tortoise', family: 'tortoise', hex: '#6b3a1f' },
  { code: 'BLT', name: 'Blonde Tortoise', family: 'tortoise', hex: '#b9793a' },
  { code: 'CLR', name: 'Crystal Clear', family: 'clear', hex: '#dfe6ea' },
  { code: 'RCR', name: 'Rose Crystal', family: 'pink', hex: '#e9b7c0' },
  { code: 'NVY', name: 'Deep Navy', family: 'blue', hex: '#1f2f5c' },
  { code: 'BRG', name: 'Burgundy', family: 'red', hex: '#6e1f2e' },
  { code: 'OLV', name: 'Olive', family: 'green', hex: '#556b3a' },
  { code: 'SMK', name: 'Smoke Grey', family: 'grey', hex: '#6b6e74' },
  { code: 'HNY', name: 'Honey', family: 'brown', hex: '#a8682a' },
  { code: 'LLC', name: 'Lilac', family: 'purple', hex: '#a58cc4' },
  { code: 'EMR', name: 'Emerald', family: 'green', hex: '#1f6b52' },
  { code: 'CRL', name: 'Coral', family: 'red', hex: '#d2604f' },
  { code: 'ESP', name: 'Espresso', family: 'brown', hex: '#3e2619' },
  { code: 'SKY', name: 'Sky Blue Crystal', family: 'blue', hex: '#8fb8d8' },
];

const METAL: readonly FrameColor[] = [
  { code: 'GLD', name: 'Polished Gold', family: 'gold', hex: '#c9a14a' },
  { code: 'RGD', name: 'Rose Gold', family: 'pink', hex: '#c98d7a' },
  { code: 'SLV', name: 'Silver', family: 'silver', hex: '#b8bcc2' },
  { code: 'GUN', name: 'Gunmetal', family: 'grey', hex: '#4b4f55' },
  { code: 'MBK', name: 'Matte Black', family: 'black', hex: '#2a2a2e' },
  { code: 'BRZ', name: 'Brushed Bronze', family: 'brown', hex: '#8a6240' },
  { code: 'NVY', name: 'Navy Blue', family: 'blue', hex: '#25345e' },
  { code: 'CHP', name: 'Champagne', family: 'gold', hex: '#d8c39a' },
];

const TR90: readonly FrameColor[] = [
  { code: 'MBK', name: 'Matte Black', family: 'black', hex: '#26262a' },
  { code: 'NVY', name: 'Matte Navy', family: 'blue', hex: '#23335e' },
  { code: 'GRY', name: 'Slate Grey', family: 'grey', hex: '#5d636b' },
  { code: 'CLR', name: 'Frosted Clear', family: 'clear', hex: '#d9e0e4' },
  { code: 'RED', name: 'Cherry Red', family: 'red', hex: '#a8232f' },
  { code: 'MNT', name: 'Mint', family: 'green', hex: '#8ccbb0' },
  { code: 'PNK', name: 'Bubblegum Pink', family: 'pink', hex: '#e88aae' },
  { code: 'PRP', name: 'Grape', family: 'purple', hex: '#5e3a86' },
];

const WOOD: readonly FrameColor[] = [
  { code: 'WAL', name: 'Walnut', family: 'brown', hex: '#5a3b24' },
  { code: 'BMB', name: 'Bamboo', family: 'brown', hex: '#c2935a' },
  { code: 'EBN', name: 'Ebony', family: 'black', hex: '#2b211c' },
  { code: 'ZBR', name: 'Zebrawood', family: 'tortoise', hex: '#8c6a43' },
];

/** Colours a frame can come in, by the material of its front. */
export function colorsForMaterial(material: FrameMaterial): readonly FrameColor[] {
  switch (material) {
    case 'metal':
    case 'titanium':
      return METAL;
    case 'tr90':
      return TR90;
    case 'wood':
      return WOOD;
    case 'mixed':
      return [...ACETATE.slice(0, 8), ...METAL.slice(0, 4)];
    default:
      return ACETATE;
  }
}

export const LENS_TINTS: readonly LensTint[] = [
  { name: 'Grey', hex: '#3c4047' },
  { name: 'Brown', hex: '#5e3b22' },
  { name: 'G-15 Green', hex: '#3d4a35' },
  { name: 'Amber', hex: '#9a5a1c' },
  { name: 'Blue Mirror', hex: '#2e5e9c' },
  { name: 'Rose', hex: '#a85a6a' },
  { name: 'Gradient Grey', hex: '#55585e' },
];

/** Accessory colours, keyed by family so an accessory can list a few. */
export const ACCESSORY_COLORS: Readonly<Record<string, FrameColor>> = {
  black: { code: 'BLK', name: 'Black', family: 'black', hex: '#1f1f24' },
  navy: { code: 'NVY', name: 'Navy', family: 'blue', hex: '#22315a' },
  tan: { code: 'TAN', name: 'Tan', family: 'brown', hex: '#b07a4a' },
  grey: { code: 'GRY', name: 'Grey', family: 'grey', hex: '#7a7f87' },
  blush: { code: 'BLS', name: 'Blush', family: 'pink', hex: '#e3a9b3' },
  sage: { code: 'SGE', name: 'Sage', family: 'green', hex: '#8fa88a' },
  gold: { code: 'GLD', name: 'Gold', family: 'gold', hex: '#c9a14a' },
  silver: { code: 'SLV', name: 'Silver', family: 'silver', hex: '#b8bcc2' },
  clear: { code: 'CLR', name: 'Clear', family: 'clear', hex: '#dce6ec' },
  red: { code: 'RED', name: 'Red', family: 'red', hex: '#b3303a' },
  lilac: { code: 'LLC', name: 'Lilac', family: 'purple', hex: '#a58cc4' },
  blue: { code: 'BLU', name: 'Ocean Blue', family: 'blue', hex: '#2f76b5' },
};
