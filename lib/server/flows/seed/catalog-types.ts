import type { CommerceFields } from './commerce';
import type {
  AccessoryKind,
  ColorFamily,
  FaceShape,
  FrameMaterial,
  FrameShape,
  FrameSize,
  Gender,
  ProductType,
  RimType,
} from '@/lib/shop/frame-vocabulary';

/** A generated product before it is inserted: the catalog tables' columns, nested. */
export interface SeedProduct extends CommerceFields {
  code: string;
  name: string;
  type: ProductType;
  accessoryKind: AccessoryKind | null;
  summary: string;
  description: string;
  searchText: string;
  frame: SeedFrameSpec | null;
  variants: SeedVariant[];
}

export interface SeedFrameSpec {
  shape: FrameShape;
  material: FrameMaterial;
  rim: RimType;
  size: FrameSize;
  gender: Gender;
  lensWidthMm: number;
  bridgeMm: number;
  templeMm: number;
  lensHeightMm: number;
  frameWidthMm: number;
  weightG: number;
  faceShapes: FaceShape[];
  springHinges: boolean;
  nosePads: boolean;
  /** The stored console flag; never shown to shoppers, who see the lens rule's verdict. */
  progressiveEligible: boolean;
}

export interface SeedVariant {
  sku: string;
  colorName: string;
  colorFamily: ColorFamily;
  colorHex: string;
  lensTintHex: string | null;
  /** Shown in alt texts of sunglasses ("with Grey lenses"). */
  lensTintName: string | null;
  stock: number;
  sort: number;
  images: SeedImage[];
}

export interface SeedImage {
  view: 'front' | 'angle';
  path: string;
  width: number;
  height: number;
  alt: string;
  sort: number;
}

/** Image sizes of the two generated views (px). */
export const IMAGE_SIZES = {
  front: { width: 600, height: 300 },
  angle: { width: 600, height: 400 },
} as const;

/** The two images every variant gets: /media/products/{code}/{sku}-{view}.svg */
export function variantImages(code: string, sku: string, altSubject: string): SeedImage[] {
  return (['front', 'angle'] as const).map((view, sort) => ({
    view,
    path: `/media/products/${code}/${sku}-${view}.svg`,
    ...IMAGE_SIZES[view],
    alt: `${altSubject}, ${view === 'front' ? 'front view' : 'three-quarter view'}`,
    sort,
  }));
}
