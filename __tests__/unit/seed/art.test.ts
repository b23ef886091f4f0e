/**
 * @jest-environment jest-fixed-jsdom
 */
import { drawAccessory } from '@/lib/server/domain/catalog/art/draw-accessory';
import { BANNER_PALETTES, drawBanner } from '@/lib/server/domain/catalog/art/draw-banner';
import { drawFrameAngle } from '@/lib/server/domain/catalog/art/draw-frame-angle';
import { drawFrameFront, type FrameDrawingInput } from '@/lib/server/domain/catalog/art/draw-frame-front';
import { drawPhotoWallPortrait } from '@/lib/server/domain/catalog/art/draw-photo-wall-portrait';
import { ACCESSORY_KINDS, FRAME_SHAPES } from '@/lib/shop/frame-vocabulary';
import { parseMediaPath } from '@/lib/server/domain/catalog/media';

function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.tagName).toBe('svg');
  return document;
}

const frame: FrameDrawingInput = {
  shape: 'round',
  rim: 'full-rim',
  material: 'acetate',
  colorHex: '#6b3a1f',
  colorFamily: 'tortoise',
  lensWidthMm: 50,
  bridgeMm: 20,
  lensHeightMm: 42,
  templeMm: 145,
  frameWidthMm: 132,
};

describe('catalog art', () => {
  it.each(FRAME_SHAPES)('draws a well-formed %s frame in its colour, front and angle', (shape) => {
    for (const draw of [drawFrameFront, drawFrameAngle]) {
      const svg = draw({ ...frame, shape, colorHex: '#1F2F5C', colorFamily: 'blue' });
      parseSvg(svg);
      expect(svg).toContain('#1f2f5c');
    }
  });

  it('draws the front view exactly as wide as the frame, in millimetres', () => {
    const root = parseSvg(drawFrameFront(frame)).documentElement;
    expect(root.getAttribute('viewBox')).toBe('0 0 132 66');
    expect(root.getAttribute('data-frame-width-mm')).toBe('132');
    expect(root.getAttribute('data-px-per-mm')).toBe(String(Math.round((600 / 132) * 100) / 100));
  });

  it('tints sunglasses lenses and draws rimless and semi-rimless metal frames', () => {
    for (const rim of ['rimless', 'semi-rimless'] as const) {
      const svg = drawFrameFront({
        ...frame,
        rim,
        material: 'titanium',
        colorHex: '#c9a14a',
        lensTintHex: '#3c4047',
        sun: true,
      });
      parseSvg(svg);
      expect(svg).toContain('#3c4047');
    }
  });

  it('escapes text in titles', () => {
    const svg = drawFrameFront({ ...frame, title: 'Harper <Tortoise> & "Co"' });
    const document = parseSvg(svg);
    expect(document.getElementsByTagName('title')[0]?.textContent).toBe('Harper <Tortoise> & "Co"');
    parseSvg(
      drawBanner({
        title: 'Flash sale & <more>',
        palette: BANNER_PALETTES['flash-sale'] ?? { from: '#fff', to: '#000', accent: '#fff', frame: '#000' },
      }),
    );
  });

  it('never lets a colour escape its attribute', () => {
    const svg = drawFrameFront({ ...frame, colorHex: '"/><script>alert(1)</script>' });
    parseSvg(svg);
    expect(svg).not.toContain('<script');
  });

  it.each(ACCESSORY_KINDS)('draws a well-formed %s accessory', (kind) => {
    const svg = drawAccessory({ kind, colorHex: '#b3303a', view: 'angle' });
    parseSvg(svg);
    expect(svg).toContain('#b3303a');
  });

  it('draws banners and photo-wall portraits', () => {
    for (const palette of Object.values(BANNER_PALETTES)) parseSvg(drawBanner({ title: 'Sale', palette }));
    const portrait = drawPhotoWallPortrait({ seed: 3, frame });
    parseSvg(portrait);
    expect(portrait).toBe(drawPhotoWallPortrait({ seed: 3, frame }));
  });
});

describe('media paths', () => {
  it('reads product, banner and photo-wall image names', () => {
    expect(parseMediaPath(['products', 'OC1001', 'OC1001-BLK-front.svg'])).toEqual({
      kind: 'product',
      code: 'OC1001',
      sku: 'OC1001-BLK',
      view: 'front',
    });
    expect(parseMediaPath(['banners', 'flash-sale.svg'])).toEqual({ kind: 'banner', slug: 'flash-sale' });
    expect(parseMediaPath(['photo-wall', '12.svg'])).toEqual({ kind: 'photo-wall', number: 12 });
  });

  it.each([
    [['products', 'OC1001', 'OC1002-BLK-front.svg']],
    [['products', 'OC1001', 'OC1001-BLK-side.svg']],
    [['products', '../etc', 'x-front.svg']],
    [['banners', '..', 'x.svg']],
    [['photo-wall', '0.svg']],
    [['other', 'x.svg']],
    [[]],
  ])('rejects %j', (segments) => {
    expect(parseMediaPath(segments)).toBeNull();
  });
});
