import type { FaceShape, FrameMaterial, FrameShape, Gender, RimType } from '@/lib/shop/frame-vocabulary';

/** Shopper-facing wording for each frame attribute, used to write summaries and descriptions. */
export const SHAPE_COPY: Record<FrameShape, { noun: string; adjectives: string[]; sentences: string[] }> = {
  rectangle: {
    noun: 'rectangle frame',
    adjectives: ['clean-lined', 'softly squared', 'low-profile', 'sharp'],
    sentences: [
      'Its long, low lenses give a focused look that works as well in a meeting as on a weekend.',
      'Straight brows and gently rounded corners keep the outline crisp without looking severe.',
    ],
  },
  square: {
    noun: 'square frame',
    adjectives: ['confident', 'bold', 'architectural', 'easy-going'],
    sentences: [
      'Generous square lenses frame the eyes and add structure to softer features.',
      'A strong brow line and squared corners give it a modern, self-assured character.',
    ],
  },
  round: {
    noun: 'round frame',
    adjectives: ['vintage-inspired', 'gentle', 'literary', 'playful'],
    sentences: [
      'The perfectly round lenses nod to the reading rooms of the last century.',
      'Circular lenses soften angular features and bring a relaxed, creative feel.',
    ],
  },
  oval: {
    noun: 'oval frame',
    adjectives: ['understated', 'refined', 'soft', 'timeless'],
    sentences: [
      'A gently curved oval that sits lightly on the face and never overpowers it.',
      'Its soft lines balance strong jaws and high cheekbones alike.',
    ],
  },
  'cat-eye': {
    noun: 'cat-eye frame',
    adjectives: ['flirty', 'retro', 'graceful', 'lifted'],
    sentences: [
      'Upswept outer corners lift the face and add a touch of mid-century glamour.',
      'A subtle wing at the temples gives it a polished, feminine edge.',
    ],
  },
  aviator: {
    noun: 'aviator frame',
    adjectives: ['iconic', 'laid-back', 'adventurous', 'classic'],
    sentences: [
      'Teardrop lenses and a double bridge carry the spirit of the open sky.',
      'The deep teardrop lens shields the eyes and flatters almost every face.',
    ],
  },
  browline: {
    noun: 'browline frame',
    adjectives: ['scholarly', 'sharp-dressed', 'heritage', 'distinguished'],
    sentences: [
      'A bold upper brow meets a fine lower rim, a silhouette borrowed from the 1950s.',
      'The strong brow draws attention upward while the slim lower edge stays out of the way.',
    ],
  },
  geometric: {
    noun: 'geometric frame',
    adjectives: ['angular', 'design-led', 'contemporary', 'striking'],
    sentences: [
      'Faceted hexagonal lenses turn a simple pair of glasses into a statement.',
      'Precise angles catch the light and give the face a graphic, modern frame.',
    ],
  },
  wayfarer: {
    noun: 'wayfarer frame',
    adjectives: ['effortless', 'cool', 'everyday', 'classic'],
    sentences: [
      'A trapezoid lens and a slightly tilted brow make this a true wear-with-anything shape.',
      'The slightly flared brow and tapered lens have been a style staple for decades.',
    ],
  },
};

export const MATERIAL_COPY: Record<FrameMaterial, { phrase: string; sentence: string }> = {
  acetate: {
    phrase: 'hand-polished acetate',
    sentence:
      'Cut from plant-based acetate and tumble-polished for a deep, glossy finish that feels warm to the touch.',
  },
  metal: {
    phrase: 'lightweight stainless steel',
    sentence: 'Slim stainless-steel wire keeps the frame light and corrosion-resistant.',
  },
  titanium: {
    phrase: 'featherweight titanium',
    sentence: 'Pure titanium makes it remarkably light, strong and kind to sensitive skin.',
  },
  tr90: {
    phrase: 'flexible TR90',
    sentence: 'Made from TR90, a flexible, nearly unbreakable memory polymer that bends back into shape.',
  },
  mixed: {
    phrase: 'acetate and metal',
    sentence: 'An acetate front paired with slim metal details gives it a layered, crafted look.',
  },
  wood: {
    phrase: 'natural wood',
    sentence: 'Laminated natural wood gives every pair its own grain, finished with a soft satin seal.',
  },
};

export const RIM_COPY: Record<RimType, string> = {
  'full-rim': 'A full rim surrounds each lens for durability and room for stronger prescriptions.',
  'semi-rimless':
    'The semi-rimless build holds the lens from the top, leaving the lower edge open and light.',
  rimless: 'Rimless mounting lets the lenses float, so the frame almost disappears on the face.',
};

export const GENDER_PHRASE: Record<Gender, string> = {
  men: 'for men',
  women: 'for women',
  unisex: 'for everyone',
  kids: 'for kids',
};

export const FACE_SHAPE_FIT: Record<FrameShape, FaceShape[]> = {
  rectangle: ['oval', 'round', 'heart'],
  square: ['oval', 'round', 'oblong'],
  round: ['square', 'oval', 'heart', 'diamond'],
  oval: ['square', 'diamond', 'oblong', 'oval'],
  'cat-eye': ['heart', 'diamond', 'round', 'oval'],
  aviator: ['oval', 'heart', 'square', 'oblong'],
  browline: ['oval', 'heart', 'diamond', 'round'],
  geometric: ['round', 'oval', 'oblong'],
  wayfarer: ['oval', 'round', 'oblong', 'diamond'],
};

/** Words a keyword search should also find for each attribute. */
export const SEARCH_SYNONYMS: Record<string, string> = {
  eyeglasses: 'eyeglasses glasses spectacles specs optical frames prescription',
  sunglasses: 'sunglasses sun glasses shades sunnies uv400 uv protection',
  'cat-eye': 'cat-eye cat eye cateye',
  aviator: 'aviator pilot teardrop',
  browline: 'browline clubmaster half frame',
  geometric: 'geometric hexagon hexagonal',
  wayfarer: 'wayfarer trapezoid',
  tr90: 'tr90 tr-90 flexible lightweight',
  titanium: 'titanium lightweight hypoallergenic',
  metal: 'metal wire stainless steel',
  wood: 'wood wooden bamboo natural',
  mixed: 'mixed combination acetate metal',
  'semi-rimless': 'semi-rimless semi rimless half-rim half rim',
  rimless: 'rimless frameless',
  'full-rim': 'full-rim full rim',
  men: 'men mens male',
  women: 'women womens female ladies',
  unisex: 'unisex men women',
  kids: 'kids children child youth',
};
