import {
  RIMLESS_MATERIALS,
  frameSizeFromWidth,
  type FrameMaterial,
  type FrameShape,
  type Gender,
  type RimType,
} from '@/lib/shop/frame-vocabulary';
import { DEFAULT_LENS_RULES, multifocalReady } from '@/lib/shop/lens-rules';
import { variantImages, type SeedFrameSpec, type SeedProduct, type SeedVariant } from './catalog-types';
import { LENS_TINTS, colorsForMaterial } from './data/colors';
import { FACE_SHAPE_FIT } from './data/frame-copy';
import { frameDescription, frameSearchText, frameSummary } from './frame-text';
import { KIDS_SUFFIXES, MODEL_NAMES, NAME_SUFFIXES } from './data/model-names';
import { createRandom, type Random } from './random';
import { commerceFields } from './commerce';

type FrameType = 'eyeglasses' | 'sunglasses';

const SHAPE_WEIGHTS: Record<FrameType, [FrameShape, number][]> = {
  eyeglasses: [
    ['rectangle', 16],
    ['square', 14],
    ['round', 14],
    ['oval', 10],
    ['cat-eye', 10],
    ['browline', 8],
    ['geometric', 8],
    ['wayfarer', 12],
    ['aviator', 6],
  ],
  sunglasses: [
    ['aviator', 18],
    ['wayfarer', 16],
    ['round', 10],
    ['cat-eye', 12],
    ['square', 12],
    ['geometric', 8],
    ['oval', 6],
    ['rectangle', 8],
    ['browline', 6],
  ],
};

function materialWeights(shape: FrameShape, gender: Gender): [FrameMaterial, number][] {
  if (gender === 'kids')
    return [
      ['tr90', 6],
      ['acetate', 4],
    ];
  switch (shape) {
    case 'aviator':
      return [
        ['metal', 5],
        ['titanium', 3],
        ['mixed', 1],
      ];
    case 'browline':
      return [
        ['mixed', 8],
        ['acetate', 1],
      ];
    case 'wayfarer':
      return [
        ['acetate', 6],
        ['tr90', 3],
        ['wood', 1],
      ];
    case 'round':
      return [
        ['acetate', 4],
        ['metal', 3],
        ['titanium', 2],
        ['wood', 1],
        ['tr90', 1],
      ];
    case 'geometric':
      return [
        ['metal', 4],
        ['titanium', 3],
        ['acetate', 2],
        ['mixed', 1],
      ];
    default:
      return [
        ['acetate', 6],
        ['tr90', 3],
        ['metal', 3],
        ['titanium', 2],
        ['mixed', 1],
        ['wood', 1],
      ];
  }
}

/** A frame rule (docs/product.md#catalog): rimless and semi-rimless only on metal, titanium or mixed. */
function chooseRim(random: Random, type: FrameType, shape: FrameShape, material: FrameMaterial): RimType {
  if (!RIMLESS_MATERIALS.includes(material)) return 'full-rim';
  if (shape === 'browline')
    return random.weighted<RimType>([
      ['full-rim', 1],
      ['semi-rimless', 1],
    ]);
  if (shape === 'aviator' || shape === 'wayfarer') return 'full-rim';
  return type === 'sunglasses'
    ? random.weighted<RimType>([
        ['full-rim', 8],
        ['semi-rimless', 1],
        ['rimless', 1],
      ])
    : random.weighted<RimType>([
        ['full-rim', 6],
        ['semi-rimless', 2],
        ['rimless', 2],
      ]);
}

const LENS_HEIGHT_RATIO: Record<FrameShape, [number, number]> = {
  rectangle: [0.58, 0.68],
  square: [0.8, 0.9],
  round: [0.9, 0.98],
  oval: [0.7, 0.8],
  'cat-eye': [0.7, 0.8],
  aviator: [0.85, 0.95],
  browline: [0.72, 0.82],
  geometric: [0.8, 0.92],
  wayfarer: [0.76, 0.84],
};

/** Thickness of the rim around the lens, which the front drawing uses too. */
export const RIM_THICKNESS_MM: Record<FrameMaterial, number> = {
  acetate: 3,
  wood: 3.5,
  tr90: 2.5,
  mixed: 2.5,
  metal: 1.2,
  titanium: 1,
};

const WEIGHT_RANGE_G: Record<FrameMaterial, [number, number]> = {
  acetate: [20, 32],
  metal: [14, 22],
  titanium: [9, 16],
  tr90: [10, 17],
  mixed: [16, 26],
  wood: [14, 22],
};

function measurements(
  random: Random,
  shape: FrameShape,
  material: FrameMaterial,
  gender: Gender,
  rim: RimType,
) {
  const lensRange: Record<Gender, [number, number]> = {
    kids: [44, 47],
    women: [48, 54],
    men: [51, 58],
    unisex: [48, 56],
  };
  const [minLens, maxLens] = lensRange[gender];
  const lensWidthMm = random.int(minLens, maxLens);
  const bridgeMm = gender === 'kids' ? random.int(14, 16) : random.int(16, 22);
  const [low, high] = LENS_HEIGHT_RATIO[shape];
  const ratio = low + random.next() * (high - low);
  const lensHeightMm = Math.min(50, Math.max(28, Math.round(lensWidthMm * ratio)));
  const rimMm = rim === 'rimless' ? 0 : RIM_THICKNESS_MM[material];
  const endPieceMm = rimMm + 2 + random.next() * 2.5;
  const frameWidthMm = Math.round(2 * lensWidthMm + bridgeMm + 2 * endPieceMm);
  const templeMm =
    gender === 'kids'
      ? random.pick([135, 138, 140])
      : Math.min(150, Math.max(135, 135 + 5 * Math.round((lensWidthMm - 47) / 4) + random.pick([0, 0, 5])));
  return { lensWidthMm, bridgeMm, lensHeightMm, frameWidthMm, templeMm };
}

function frameName(ordinal: number, material: FrameMaterial, gender: Gender): string {
  const base = MODEL_NAMES[ordinal % MODEL_NAMES.length] ?? 'Harper';
  const pass = Math.floor(ordinal / MODEL_NAMES.length);
  if (gender === 'kids') return `${base} ${KIDS_SUFFIXES[pass % KIDS_SUFFIXES.length] ?? 'Junior'}`;
  if (material === 'titanium') return `${base} Titanium`;
  if (material === 'wood') return `${base} Wood`;
  if (pass === 0) return base;
  return `${base} ${NAME_SUFFIXES[(pass - 1) % NAME_SUFFIXES.length] ?? 'Classic'}`;
}

function frameVariants(
  random: Random,
  code: string,
  name: string,
  type: FrameType,
  material: FrameMaterial,
): SeedVariant[] {
  const count = random.weighted([
    [1, 15],
    [2, 35],
    [3, 35],
    [4, 15],
  ]);
  const colors = random.sample(colorsForMaterial(material), count);
  return colors.map((color, sort) => {
    const tint = type === 'sunglasses' ? random.pick(LENS_TINTS) : null;
    const sku = `${code}-${color.code}`;
    const subject = tint ? `${name} in ${color.name} with ${tint.name} lenses` : `${name} in ${color.name}`;
    return {
      sku,
      colorName: color.name,
      colorFamily: color.family,
      colorHex: color.hex,
      lensTintHex: tint?.hex ?? null,
      lensTintName: tint?.name ?? null,
      stock: random.chance(0.08) ? 0 : random.int(5, 200),
      sort,
      images: variantImages(code, sku, subject),
    };
  });
}

/**
 * Generates one frame from its ordinal alone, so the default catalog is a prefix of any larger
 * one and the same ordinal always yields the same frame.
 */
export function generateFrame(ordinal: number, type: FrameType, now: Date): SeedProduct {
  const random = createRandom(`frame:${ordinal}`);
  const gender = random.weighted<Gender>(
    type === 'sunglasses'
      ? [
          ['men', 32],
          ['women', 32],
          ['unisex', 31],
          ['kids', 5],
        ]
      : [
          ['men', 30],
          ['women', 30],
          ['unisex', 30],
          ['kids', 10],
        ],
  );
  const shape = random.weighted(SHAPE_WEIGHTS[type]);
  const material = random.weighted(materialWeights(shape, gender));
  const rim = chooseRim(random, type, shape, material);
  const size = measurements(random, shape, material, gender, rim);
  const [minWeight, maxWeight] = WEIGHT_RANGE_G[material];
  const frame: SeedFrameSpec = {
    shape,
    material,
    rim,
    gender,
    size: frameSizeFromWidth(size.frameWidthMm),
    ...size,
    weightG: random.int(minWeight, maxWeight) + (type === 'sunglasses' ? 3 : 0),
    faceShapes: FACE_SHAPE_FIT[shape],
    springHinges: random.chance(
      gender === 'kids' ? 0.7 : material === 'metal' || material === 'tr90' ? 0.55 : 0.35,
    ),
    nosePads: RIMLESS_MATERIALS.includes(material),
    // The console's stored note, seeded as the shop's opening rule says; the shop itself tells
    // shoppers what the current rule says (docs/product.md#lens-rules).
    progressiveEligible: multifocalReady(DEFAULT_LENS_RULES, size.lensHeightMm),
  };
  const code = `OC${1001 + ordinal}`;
  const name = frameName(ordinal, material, gender);
  const variants = frameVariants(random, code, name, type, material);
  return {
    code,
    name,
    type,
    accessoryKind: null,
    summary: frameSummary(random, type, frame),
    description: frameDescription(random, type, frame),
    searchText: frameSearchText(type, name, frame, variants),
    frame,
    variants,
    ...commerceFields(random, now, framePriceRange(type, material, gender)),
  };
}

function framePriceRange(type: FrameType, material: FrameMaterial, gender: Gender): [number, number] {
  if (gender === 'kids') return [19, 39];
  const byMaterial: Record<FrameMaterial, [number, number]> = {
    acetate: [29, 79],
    metal: [29, 69],
    titanium: [59, 99],
    tr90: [19, 49],
    mixed: [39, 79],
    wood: [69, 99],
  };
  const [low, high] = byMaterial[material];
  return type === 'sunglasses' ? [low + 10, Math.min(128, high + 29)] : [low, high];
}
