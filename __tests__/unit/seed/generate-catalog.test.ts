import { generateCatalog } from '@/lib/server/flows/seed/generate-catalog';
import { RIMLESS_MATERIALS } from '@/lib/shop/frame-vocabulary';
import { DEFAULT_LENS_RULES } from '@/lib/shop/lens-rules';

const now = new Date('2025-06-01T12:00:00Z');
const catalog = generateCatalog({ now });
const frames = catalog.filter((product) => product.frame !== null);

describe('seed catalog generator', () => {
  it('generates the same catalog from the same input', () => {
    expect(generateCatalog({ now })).toEqual(catalog);
  });

  it('keeps the default catalog as the start of a larger one', () => {
    const larger = generateCatalog({ now, products: 400 });
    expect(larger.slice(0, 10).map((product) => product.code)).toEqual(
      catalog.slice(0, 10).map((product) => product.code),
    );
    expect(larger[0]?.variants).toEqual(catalog[0]?.variants);
  });

  it('has at least 150 frames across eyeglasses and sunglasses, and at least 20 accessories', () => {
    const count = (type: string) => catalog.filter((product) => product.type === type).length;
    expect(frames.length).toBeGreaterThanOrEqual(150);
    expect(count('eyeglasses')).toBeGreaterThanOrEqual(100);
    expect(count('sunglasses')).toBeGreaterThanOrEqual(40);
    expect(count('accessories')).toBeGreaterThanOrEqual(20);
  });

  it('gives products unique codes and variants unique SKUs', () => {
    expect(new Set(catalog.map((product) => product.code)).size).toBe(catalog.length);
    const skus = catalog.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('prices frames between $19 and $129 and everything in .95 or .00', () => {
    for (const product of catalog) {
      expect([0, 95]).toContain(product.priceCents % 100);
      if (product.frame) {
        expect(product.priceCents).toBeGreaterThanOrEqual(1900);
        expect(product.priceCents).toBeLessThanOrEqual(12900);
      }
    }
  });

  it('sets flash sales 20–40% off that end 1–10 days after now', () => {
    const sales = catalog.filter((product) => product.flashSalePriceCents !== null);
    expect(sales.length).toBeGreaterThan(catalog.length * 0.08);
    for (const product of sales) {
      const sale = product.flashSalePriceCents ?? 0;
      expect(sale).toBeLessThanOrEqual(product.priceCents * 0.8);
      expect(sale).toBeGreaterThanOrEqual(product.priceCents * 0.55);
      const days = ((product.flashSaleEndsAt?.getTime() ?? 0) - now.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(11);
    }
  });

  it('flags new arrivals and best sellers, and ranks every product', () => {
    expect(catalog.filter((product) => product.isNewArrival).length).toBeGreaterThan(catalog.length * 0.1);
    expect(catalog.filter((product) => product.isBestSeller).length).toBeGreaterThan(catalog.length * 0.1);
    expect(new Set(catalog.map((product) => product.featuredRank)).size).toBe(catalog.length);
    for (const product of catalog) {
      expect(product.ratingAverage).toBeGreaterThanOrEqual(350);
      expect(product.ratingAverage).toBeLessThanOrEqual(500);
    }
  });

  it('makes rimless and semi-rimless frames only in metal, titanium or mixed', () => {
    const open = frames.filter((product) => product.frame?.rim !== 'full-rim');
    expect(open.length).toBeGreaterThan(0);
    for (const product of open) expect(RIMLESS_MATERIALS).toContain(product.frame?.material);
  });

  it('keeps measurements realistic and progressive eligibility tied to lens height', () => {
    for (const { frame } of frames) {
      if (!frame) continue;
      expect(frame.lensWidthMm).toBeGreaterThanOrEqual(44);
      expect(frame.lensWidthMm).toBeLessThanOrEqual(58);
      expect(frame.bridgeMm).toBeGreaterThanOrEqual(14);
      expect(frame.bridgeMm).toBeLessThanOrEqual(22);
      expect(frame.templeMm).toBeGreaterThanOrEqual(135);
      expect(frame.templeMm).toBeLessThanOrEqual(150);
      expect(frame.lensHeightMm).toBeGreaterThanOrEqual(28);
      expect(frame.lensHeightMm).toBeLessThanOrEqual(50);
      expect(frame.frameWidthMm).toBeGreaterThan(2 * frame.lensWidthMm + frame.bridgeMm);
      // the stored console flag agrees with the shop's opening lens rule (docs/product.md#lens-rules)
      expect(frame.progressiveEligible).toBe(
        frame.lensHeightMm >= DEFAULT_LENS_RULES.multifocalHeight.minLensHeightMm,
      );
    }
  });

  it('gives sunglasses a lens tint and every variant a front and an angle image', () => {
    for (const product of catalog) {
      expect(product.variants.length).toBeGreaterThanOrEqual(1);
      for (const variant of product.variants) {
        expect(variant.lensTintHex !== null).toBe(product.type === 'sunglasses');
        expect(variant.images.map((image) => image.path)).toEqual([
          `/media/products/${product.code}/${variant.sku}-front.svg`,
          `/media/products/${product.code}/${variant.sku}-angle.svg`,
        ]);
      }
    }
  });

  it('puts the words a shopper types into searchText', () => {
    const sunglasses = catalog.find((product) => product.type === 'sunglasses');
    expect(sunglasses?.searchText).toContain('shades');
    const eyeglasses = catalog.find((product) => product.type === 'eyeglasses');
    expect(eyeglasses?.searchText).toContain('spectacles');
  });
});
