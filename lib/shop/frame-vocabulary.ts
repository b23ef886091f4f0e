/**
 * The catalog's frame and accessory vocabulary (docs/product.md#catalog), shared by the seed
 * generator and the drawings. The values are the ones stored in the schema's text columns.
 */
import {
  FRAME_MATERIALS,
  FRAME_RIMS,
  FRAME_SHAPES,
  type ColorFamily,
  type FrameGender,
  type FrameMaterial,
  type FrameRim,
  type FrameShape,
  type FrameSize,
} from './frame-attributes';

// The filterable frame vocabulary is the shop's own (lib/shop/frame-attributes); the names
// below are the seed's and drawings' words for the same lists.
export { FRAME_MATERIALS, FRAME_SHAPES };
export type { ColorFamily, FrameMaterial, FrameShape, FrameSize };
export const RIM_TYPES = FRAME_RIMS;
export type RimType = FrameRim;
export type Gender = FrameGender;

/** Only wire-like materials can hold a lens without a full rim. */
export const RIMLESS_MATERIALS: readonly FrameMaterial[] = ['metal', 'titanium', 'mixed'];

export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'diamond', 'oblong'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

export const ACCESSORY_KINDS = [
  'case',
  'pouch',
  'cloth',
  'spray',
  'chain',
  'cord',
  'clip-on',
  'wipes',
  'kit',
  'strap',
] as const;
export type AccessoryKind = (typeof ACCESSORY_KINDS)[number];

export { type ProductType } from './categories';

export { frameSizeFromWidth } from './frame-attributes';

export function isFrameShape(value: string): value is FrameShape {
  return (FRAME_SHAPES as readonly string[]).includes(value);
}
export function isFrameMaterial(value: string): value is FrameMaterial {
  return (FRAME_MATERIALS as readonly string[]).includes(value);
}
export function isRimType(value: string): value is RimType {
  return (RIM_TYPES as readonly string[]).includes(value);
}
export function isAccessoryKind(value: string): value is AccessoryKind {
  return (ACCESSORY_KINDS as readonly string[]).includes(value);
}
