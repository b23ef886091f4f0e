import { COLOR_FAMILIES, type ColorFamily } from '@/lib/shop/frame-attributes';

/**
 * Colour families stored as bits of `product_listings.color_mask`: bit n is COLOR_FAMILIES[n].
 * The positions are stored data, so COLOR_FAMILIES may only grow at its end (a test pins them).
 */
export function colorMask(families: readonly ColorFamily[]): number {
  return families.reduce((mask, family) => mask | colorBit(family), 0);
}

export function colorBit(family: ColorFamily): number {
  const position = COLOR_FAMILIES.indexOf(family);
  if (position < 0) throw new RangeError(`unknown colour family ${family}`);
  return 1 << position;
}

/** The families whose bits are set, in COLOR_FAMILIES order. */
export function colorFamiliesOf(mask: number): ColorFamily[] {
  return COLOR_FAMILIES.filter((_family, position) => (mask & (1 << position)) !== 0);
}
