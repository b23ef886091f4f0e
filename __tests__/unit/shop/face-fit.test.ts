import {
  ADULT_FRAME_WIDTH_MM,
  FIT_WORDS,
  frameFit,
  recommendedFrameWidth,
  sampleFaceWidthMm,
  type FitVerdict,
  type WidthRange,
} from '@/lib/shop/face-fit';
import { syntheticSample } from './face-sample-fixtures';

describe('docs/product.md#face-fit: the face width of one frame', () => {
  it.each([
    // 1000 px between the temples at 0.1 mm per px, the temples 20 mm behind the pupils
    [400, 100 * 1.05],
    [600, 100 * (620 / 600)],
  ])('at %i mm, 1000 px at 0.1 mm/px is %f mm', (distance, width) => {
    const sample = { ...syntheticSample(), temples: { od: { x: 100, y: 300 }, os: { x: 1100, y: 300 } } };
    expect(sampleFaceWidthMm(sample, 0.1, distance)).toBeCloseTo(width, 6);
  });

  it('measures along the temples’ line, tilted or not', () => {
    const sample = { ...syntheticSample(), temples: { od: { x: 0, y: 0 }, os: { x: 600, y: 800 } } };
    expect(sampleFaceWidthMm(sample, 0.1, 400)).toBeCloseTo(105, 6);
  });
});

describe('docs/product.md#face-fit: the frame widths that fit a face', () => {
  it.each<[number, WidthRange]>([
    [140, { minMm: 138, maxMm: 146 }],
    [135.4, { minMm: 133, maxMm: 141 }],
    [128, { minMm: 126, maxMm: 134 }],
    [126, { minMm: 125, maxMm: 132 }],
    [115, { minMm: 125, maxMm: 125 }],
    [146, { minMm: 144, maxMm: 150 }],
    [158, { minMm: 150, maxMm: 150 }],
  ])('a %f mm face: %o', (face, range) => {
    expect(recommendedFrameWidth(face)).toEqual(range);
  });

  it('keeps within adult frames', () => expect(ADULT_FRAME_WIDTH_MM).toEqual({ min: 125, max: 150 }));
});

describe('docs/product.md#face-fit: a frame’s verdict', () => {
  const range = { minMm: 138, maxMm: 146 };
  it.each<[number, FitVerdict, string]>([
    [137, 'narrow', 'Narrow for you'],
    [138, 'fits', 'Fits you'],
    [142, 'fits', 'Fits you'],
    [146, 'fits', 'Fits you'],
    [146.5, 'wide', 'Wide for you'],
    [152, 'wide', 'Wide for you'],
  ])('a %f mm frame on a 140 mm face: %s', (width, verdict, words) => {
    expect(frameFit(width, range)).toBe(verdict);
    expect(FIT_WORDS[frameFit(width, range)]).toBe(words);
  });
});
