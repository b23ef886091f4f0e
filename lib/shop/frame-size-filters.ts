// The listings' two size filters (docs/product.md#fit-filters): "Frames that fit me" keeps the frames
// whose total width lies in the range the shopper's face measurement recommends, and "Like my current
// pair" keeps the frames sized like the pair the shopper wears, read from the three numbers printed on
// its temple arm. Both are frames only: an accessory has no frame measurements, so it never matches.
// The pair's numbers, their ranges and tolerances are those of like-my-pair.ts
// (docs/product.md#like-my-pair), named here as the listing's address and API name them.

import {
  FRAME_NUMBER_RANGES,
  LIKE_MY_PAIR_TOLERANCE_MM,
  likeMyPair,
  readFrameNumbers,
  type FrameNumbers,
} from './like-my-pair';
import { FIT_WIDTH_MM, type FitRange } from './fit-range';

// The device's measurement and the range it makes live in fit-range.ts, which the frames' verdicts
// load on every page without this file's pair rules.
export { FIT_MEASUREMENT_KEY, FIT_WIDTH_MM, fitRangeOfMeasurement, type FitRange } from './fit-range';

/** A pair's size as printed on its temple arm, lens width-bridge-temple ("pair=52-18-140"). */
export interface PairSize {
  lensWidthMm: number;
  bridgeMm: number;
  templeMm: number;
}

/** What each of a pair's three numbers may be, mm: the sizes frames are made in. */
export const PAIR_SIZE_MM: Record<keyof PairSize, { min: number; max: number }> = {
  lensWidthMm: FRAME_NUMBER_RANGES.lensMm,
  bridgeMm: FRAME_NUMBER_RANGES.bridgeMm,
  templeMm: FRAME_NUMBER_RANGES.templeMm,
};

/** How far a frame may differ from the shopper's pair and still wear like it, mm. */
export const PAIR_TOLERANCE_MM: Record<keyof PairSize, number> = {
  lensWidthMm: LIKE_MY_PAIR_TOLERANCE_MM.lensMm,
  bridgeMm: LIKE_MY_PAIR_TOLERANCE_MM.bridgeMm,
  templeMm: LIKE_MY_PAIR_TOLERANCE_MM.templeMm,
};

const numbersOf = (pair: PairSize): FrameNumbers => ({
  lensMm: pair.lensWidthMm,
  bridgeMm: pair.bridgeMm,
  templeMm: pair.templeMm,
});

/** Whole millimetres within bounds, as typed ("052" reads as 52); undefined for anything else. */
function wholeMm(text: string | undefined, bounds: { min: number; max: number }): number | undefined {
  if (text === undefined || !/^\d{1,3}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= bounds.min && value <= bounds.max ? value : undefined;
}

/** Reads "132-140" as a fit range; undefined unless both ends are whole mm within bounds, min ≤ max. */
export function readFitRange(text: string | undefined): FitRange | undefined {
  const parts = (text ?? '').split('-');
  if (parts.length !== 2) return undefined;
  const minMm = wholeMm(parts[0], FIT_WIDTH_MM);
  const maxMm = wholeMm(parts[1], FIT_WIDTH_MM);
  if (minMm === undefined || maxMm === undefined || minMm > maxMm) return undefined;
  return { minMm, maxMm };
}

/** The pair's size from its three numbers as typed; undefined unless each is whole mm within bounds. */
export function pairSizeOf(lens: string, bridge: string, temple: string): PairSize | undefined {
  const lensWidthMm = wholeMm(lens, PAIR_SIZE_MM.lensWidthMm);
  const bridgeMm = wholeMm(bridge, PAIR_SIZE_MM.bridgeMm);
  const templeMm = wholeMm(temple, PAIR_SIZE_MM.templeMm);
  if (lensWidthMm === undefined || bridgeMm === undefined || templeMm === undefined) return undefined;
  return { lensWidthMm, bridgeMm, templeMm };
}

/** Reads "52-18-140" (as printed on a temple arm, also with spaces or "□" between) as a pair's size. */
export function readPairSize(text: string | undefined): PairSize | undefined {
  const read = readFrameNumbers(text ?? '');
  if (!read.ok) return undefined;
  const { lensMm, bridgeMm, templeMm } = read.numbers;
  return { lensWidthMm: lensMm, bridgeMm, templeMm };
}

export const fitRangeText = (range: FitRange): string => `${range.minMm}-${range.maxMm}`;

export const pairSizeText = (pair: PairSize): string =>
  `${pair.lensWidthMm}-${pair.bridgeMm}-${pair.templeMm}`;

/** Whether a frame of this total width is in the range (the SQL of listing-frame-size.ts restates it). */
export function widthInRange(frameWidthMm: number, range: FitRange): boolean {
  return frameWidthMm >= range.minMm && frameWidthMm <= range.maxMm;
}

/** Whether a frame is sized like the pair, within PAIR_TOLERANCE_MM on each number (restated in SQL). */
export function sizedLikePair(frame: PairSize, pair: PairSize): boolean {
  return likeMyPair(numbersOf(frame), numbersOf(pair));
}

/** Where a shopper without a measurement on the device is sent to measure their face. */
export const MEASURE_FACE_HREF = '/faq/virtual-try-on';
