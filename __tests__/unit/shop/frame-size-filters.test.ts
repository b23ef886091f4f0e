import {
  fitRangeOfMeasurement,
  pairSizeOf,
  readFitRange,
  readPairSize,
  sizedLikePair,
  widthInRange,
  type PairSize,
} from '@/lib/shop/frame-size-filters';

// docs/product.md#fit-filters: "Frames that fit me" (fit=132-140) and "Like my current pair"
// (pair=52-18-140), read from the address as leniently as every other filter.

describe('reading a fit range', () => {
  it.each<[string | undefined, ReturnType<typeof readFitRange>]>([
    ['132-140', { minMm: 132, maxMm: 140 }],
    ['136-136', { minMm: 136, maxMm: 136 }],
    ['100-170', { minMm: 100, maxMm: 170 }],
    [' 132 - 140 ', { minMm: 132, maxMm: 140 }],
    ['140-132', undefined],
    ['99-140', undefined],
    ['132-171', undefined],
    ['132.5-140', undefined],
    ['132', undefined],
    ['132-140-150', undefined],
    ['-140', undefined],
    ['wide', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, range) => {
    expect(readFitRange(text)).toEqual(range);
  });
});

describe('reading a pair size as printed on a temple arm', () => {
  it.each<[string | undefined, ReturnType<typeof readPairSize>]>([
    ['52-18-140', { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 }],
    ['52 18 140', { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 }],
    ['52□18-140', { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 }],
    ['40-12-120', { lensWidthMm: 40, bridgeMm: 12, templeMm: 120 }],
    ['62-24-155', { lensWidthMm: 62, bridgeMm: 24, templeMm: 155 }],
    ['39-18-140', undefined],
    ['63-18-140', undefined],
    ['52-11-140', undefined],
    ['52-25-140', undefined],
    ['52-18-119', undefined],
    ['52-18-156', undefined],
    ['52-18', undefined],
    ['52-18-140-5', undefined],
    ['52-x-140', undefined],
    [undefined, undefined],
  ])('%j → %j', (text, pair) => {
    expect(readPairSize(text)).toEqual(pair);
  });

  it('reads the three fields as typed the same way', () => {
    expect(pairSizeOf('52', ' 18 ', '140')).toEqual({ lensWidthMm: 52, bridgeMm: 18, templeMm: 140 });
    expect(pairSizeOf('52', '', '140')).toBeUndefined();
    expect(pairSizeOf('52', '18', '1e2')).toBeUndefined();
  });
});

describe('matching a frame', () => {
  it.each<[number, boolean]>([
    [131, false],
    [132, true],
    [136, true],
    [140, true],
    [141, false],
  ])('a frame %i mm wide fits 132–140: %s', (width, fits) => {
    expect(widthInRange(width, { minMm: 132, maxMm: 140 })).toBe(fits);
  });

  const pair: PairSize = { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 };
  it.each<[PairSize, boolean]>([
    [pair, true],
    [{ lensWidthMm: 50, bridgeMm: 16, templeMm: 135 }, true],
    [{ lensWidthMm: 54, bridgeMm: 20, templeMm: 145 }, true],
    [{ lensWidthMm: 49, bridgeMm: 18, templeMm: 140 }, false],
    [{ lensWidthMm: 55, bridgeMm: 18, templeMm: 140 }, false],
    [{ lensWidthMm: 52, bridgeMm: 15, templeMm: 140 }, false],
    [{ lensWidthMm: 52, bridgeMm: 21, templeMm: 140 }, false],
    [{ lensWidthMm: 52, bridgeMm: 18, templeMm: 134 }, false],
    [{ lensWidthMm: 52, bridgeMm: 18, templeMm: 146 }, false],
  ])('a %j frame is like 52-18-140: %s', (frame, like) => {
    expect(sizedLikePair(frame, pair)).toBe(like);
  });
});

describe("the device's stored measurement (docs/product.md#client-state)", () => {
  it.each<[unknown, ReturnType<typeof fitRangeOfMeasurement>]>([
    [
      { frameWidthMin: 132, frameWidthMax: 140, measuredAt: '2026-12-01T10:00:00Z' },
      { minMm: 132, maxMm: 140 },
    ],
    [
      { frameWidthMin: 131.6, frameWidthMax: 139.4 },
      { minMm: 132, maxMm: 139 },
    ],
    [
      { frameWidthMin: 90, frameWidthMax: 190 },
      { minMm: 100, maxMm: 170 },
    ],
    [{ frameWidthMin: 140, frameWidthMax: 132 }, undefined],
    [{ frameWidthMin: '132', frameWidthMax: 140 }, undefined],
    [{ frameWidthMin: Number.NaN, frameWidthMax: 140 }, undefined],
    [{}, undefined],
    [null, undefined],
    ['132-140', undefined],
  ])('%j → %j', (stored, range) => {
    expect(fitRangeOfMeasurement(stored)).toEqual(range);
  });
});
