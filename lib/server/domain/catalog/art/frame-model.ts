import { SAMPLES, lensOutline, type UV } from './lens-shape';
import type { FrameMaterial, FrameShape, RimType } from '@/lib/shop/frame-vocabulary';

/** A point in millimetres: x to the viewer's right, y down, z towards the viewer; origin mid-frame on the eye line. */
export interface Point3 {
  x: number;
  y: number;
  z: number;
}

export interface FrameGeometryInput {
  shape: FrameShape;
  rim: RimType;
  material: FrameMaterial;
  lensWidthMm: number;
  bridgeMm: number;
  lensHeightMm: number;
  templeMm: number;
  /** Overall front width; derived from the lens, bridge and rim when absent. */
  frameWidthMm?: number;
  /** Sunglasses wrap a little more. */
  sun?: boolean;
}

export interface LensPart {
  opening: Point3[];
  outer: Point3[];
  center: Point3;
}

export interface FrameModel {
  widthMm: number;
  lenses: [LensPart, LensPart];
  /** Closed polygons of rim material (full rims are drawn as outer + opening, even-odd). */
  rimBands: Point3[][];
  fullRim: boolean;
  solidBridge: Point3[] | null;
  wireBridges: Point3[][];
  /** Thin lines: the lower metal rim of a browline, the nylon cord of a semi-rimless, the lens edge of a rimless. */
  lowerWires: { kind: 'metal' | 'nylon' | 'edge'; points: Point3[] }[];
  endPieces: Point3[][];
  hinges: Point3[][];
  nosePads: { pad: Point3[]; arm: Point3[] }[];
  temples: [Point3[], Point3[]];
  /** Stroke widths in mm. */
  wireMm: number;
  templeMm: number;
}

const RIM_MM: Record<FrameMaterial, number> = {
  acetate: 3,
  wood: 3.5,
  tr90: 2.5,
  mixed: 2.5,
  metal: 1.2,
  titanium: 1,
};
const END_PIECE_HEIGHT_MM: Record<FrameMaterial, number> = {
  acetate: 4.4,
  wood: 4.6,
  tr90: 4,
  mixed: 3.6,
  metal: 2.4,
  titanium: 2.2,
};

const isWire = (material: FrameMaterial) => material === 'metal' || material === 'titanium';

/** The frame's front width when the catalog does not give one (2 mm hinge beyond the rim). */
export function defaultFrameWidth(input: FrameGeometryInput): number {
  const rim = input.rim === 'rimless' ? 0 : RIM_MM[input.material];
  return Math.round(2 * input.lensWidthMm + input.bridgeMm + 2 * (rim + 3));
}

/** Where a horizontal line at y crosses a closed outline: the smallest or largest x. */
export function edgeX(points: readonly Point3[], y: number, pick: 'min' | 'max', fallback: number): number {
  const hits: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (!a || !b || (a.y - y) * (b.y - y) > 0 || a.y === b.y) continue;
    hits.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
  }
  if (hits.length === 0) return fallback;
  return pick === 'min' ? Math.min(...hits) : Math.max(...hits);
}

function quadratic(a: Point3, control: Point3, b: Point3, steps = 10): Point3[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const k = (1 - t) * (1 - t);
    const m = 2 * (1 - t) * t;
    const n = t * t;
    return {
      x: k * a.x + m * control.x + n * b.x,
      y: k * a.y + m * control.y + n * b.y,
      z: k * a.z + m * control.z + n * b.z,
    };
  });
}

export function buildFrameModel(input: FrameGeometryInput): FrameModel {
  const L = input.lensWidthMm;
  const Hh = input.lensHeightMm / 2;
  const W = input.frameWidthMm ?? defaultFrameWidth(input);
  const wire = isWire(input.material);
  const t = input.rim === 'rimless' ? 0 : RIM_MM[input.material];
  const top = input.shape === 'browline' ? Math.max(t * 1.7, 4) : wire ? t : t * 1.25;
  const bottom = wire ? t : t * 0.9;
  const wrapMm = input.sun ? 8 : 5;
  const z = (x: number) => -wrapMm * (x / (W / 2)) ** 2;
  const outline = lensOutline(input.shape);

  const lens = (side: -1 | 1): LensPart => {
    const cx = side * (input.bridgeMm / 2 + L / 2);
    const place = (p: UV, grow: number, growTop: number, growBottom: number): Point3 => {
      const x = cx + side * p.u * (L / 2 + grow);
      return { x, y: p.v < 0 ? p.v * (Hh + growTop) : p.v * (Hh + growBottom), z: z(x) };
    };
    return {
      opening: outline.map((p) => place(p, 0, 0, 0)),
      outer: outline.map((p) => place(p, t, top, bottom)),
      center: { x: cx, y: 0, z: z(cx) },
    };
  };
  const lenses: [LensPart, LensPart] = [lens(-1), lens(1)];

  // The upper arc (with a little overlap past the sides) of outer and opening, as one band.
  const upperBand = (part: LensPart, overlap: number): Point3[] => {
    const indices = Array.from(
      { length: SAMPLES / 2 + 1 + 2 * overlap },
      (_, i) => (SAMPLES / 2 - overlap + i) % SAMPLES,
    );
    const outer = indices.map((k) => part.outer[k]).filter((p): p is Point3 => p !== undefined);
    const inner = indices.map((k) => part.opening[k]).filter((p): p is Point3 => p !== undefined);
    return [...outer, ...inner.reverse()];
  };
  const lowerArc = (part: LensPart): Point3[] =>
    Array.from({ length: SAMPLES / 2 + 1 }, (_, k) => part.opening[k]).filter(
      (p): p is Point3 => p !== undefined,
    );

  const fullRim = input.rim === 'full-rim' && input.shape !== 'browline';
  const rimBands: Point3[][] = [];
  const lowerWires: FrameModel['lowerWires'] = [];
  if (input.shape === 'browline') {
    lenses.forEach((part) => rimBands.push(upperBand(part, 6)));
    lenses.forEach((part) =>
      lowerWires.push({ kind: 'metal', points: [...part.opening, part.opening[0] ?? part.center] }),
    );
  } else if (input.rim === 'semi-rimless') {
    lenses.forEach((part) => rimBands.push(upperBand(part, 3)));
    lenses.forEach((part) => lowerWires.push({ kind: 'nylon', points: lowerArc(part) }));
  } else if (input.rim === 'rimless') {
    lenses.forEach((part) =>
      lowerWires.push({ kind: 'edge', points: [...part.opening, part.opening[0] ?? part.center] }),
    );
  }

  const [left, right] = lenses;
  const attach = (y: number, useOpening: boolean, inset: number) => {
    const l = useOpening ? left.opening : left.outer;
    const r = useOpening ? right.opening : right.outer;
    return {
      left: edgeX(l, y, 'max', -input.bridgeMm / 2) - inset,
      right: edgeX(r, y, 'min', input.bridgeMm / 2) + inset,
      leftOuter: edgeX(l, y, 'min', -W / 2 + 3) + inset,
      rightOuter: edgeX(r, y, 'max', W / 2 - 3) - inset,
    };
  };

  let solidBridge: Point3[] | null = null;
  const wireBridges: Point3[][] = [];
  const rimless = input.rim === 'rimless';
  if (!wire && !rimless && input.material !== 'mixed') {
    const yTop = -Hh * 0.62;
    const yLow = -Hh * 0.12;
    const a = attach(yTop, false, t * 0.7);
    const b = attach(yLow, false, t * 0.7);
    const thickness = Math.max(3, t * 1.3);
    const upper = quadratic(
      { x: a.left, y: yTop, z: z(a.left) },
      { x: 0, y: yTop - 1.2, z: 0 },
      { x: a.right, y: yTop, z: z(a.right) },
    );
    const arch = quadratic(
      { x: b.right, y: yLow, z: z(b.right) },
      { x: 0, y: yTop + thickness - 2, z: 0 },
      { x: b.left, y: yLow, z: z(b.left) },
    );
    solidBridge = [...upper, ...arch];
  } else {
    const y = -Hh * (rimless ? 0.18 : 0.3);
    const a = attach(y, rimless, rimless ? -0.4 : t * 0.5);
    wireBridges.push(
      quadratic({ x: a.left, y, z: z(a.left) }, { x: 0, y: y - 4, z: 1 }, { x: a.right, y, z: z(a.right) }),
    );
    if (input.shape === 'aviator') {
      const y2 = -Hh * 0.86;
      const c = attach(y2, false, t * 0.5);
      wireBridges.push(
        quadratic(
          { x: c.left, y: y2, z: z(c.left) },
          { x: 0, y: y2 - 0.6, z: 1 },
          { x: c.right, y: y2, z: z(c.right) },
        ),
      );
    }
  }

  const yEnd = -Hh * (input.shape === 'cat-eye' ? 0.5 : 0.32);
  const h = END_PIECE_HEIGHT_MM[input.material];
  const e = attach(yEnd, rimless, rimless ? -0.5 : t * 0.6);
  const block = (x0: number, x1: number, height: number, taper: number): Point3[] => [
    { x: x0, y: yEnd - height / 2, z: z(x0) },
    { x: x1, y: yEnd - (height * taper) / 2, z: z(x1) },
    { x: x1, y: yEnd + (height * taper) / 2, z: z(x1) },
    { x: x0, y: yEnd + height / 2, z: z(x0) },
  ];
  const endPieces = [block(e.leftOuter, -W / 2, h, 0.86), block(e.rightOuter, W / 2, h, 0.86)];
  const hinges = [block(-W / 2 + 1.8, -W / 2, h * 0.9, 1), block(W / 2 - 1.8, W / 2, h * 0.9, 1)];

  const nosePads: FrameModel['nosePads'] = [];
  if (wire || input.material === 'mixed' || rimless) {
    for (const side of [-1, 1] as const) {
      const cx = side * (input.bridgeMm / 2 + 1.2);
      const cy = Hh * 0.18;
      const pad = Array.from({ length: 16 }, (_, i) => {
        const angle = (2 * Math.PI * i) / 16;
        return {
          x: cx + Math.cos(angle) * 1.7 + side * Math.sin(angle) * 0.6,
          y: cy + Math.sin(angle) * 3.4,
          z: 2,
        };
      });
      const arm = quadratic(
        { x: side * input.bridgeMm * 0.3, y: -Hh * 0.22, z: 1 },
        { x: side * input.bridgeMm * 0.2, y: cy - 3, z: 2 },
        { x: cx, y: cy - 3, z: 2 },
      );
      nosePads.push({ pad, arm });
    }
  }

  const temple = (side: -1 | 1): Point3[] => {
    const x0 = side * (W / 2 - 0.8);
    const T = input.templeMm;
    const path: Point3[] = [];
    for (let i = 0; i <= 8; i += 1) {
      const f = i / 8;
      path.push({ x: x0 + side * 5 * f, y: yEnd + 1.5 * f, z: z(x0) - 0.78 * T * f });
    }
    const bend = quadratic(
      { x: x0 + side * 5, y: yEnd + 1.5, z: z(x0) - 0.78 * T },
      { x: x0 + side * 5.5, y: yEnd + 3, z: z(x0) - 0.93 * T },
      { x: x0 + side * 5, y: yEnd + 24, z: z(x0) - 0.99 * T },
      8,
    );
    return [...path, ...bend.slice(1)];
  };

  return {
    widthMm: W,
    lenses,
    rimBands,
    fullRim,
    solidBridge,
    wireBridges,
    lowerWires,
    endPieces,
    hinges,
    nosePads,
    temples: [temple(-1), temple(1)],
    wireMm: wire ? Math.max(1.1, t * 1.1) : 1.3,
    templeMm: wire ? 1.5 : input.material === 'mixed' ? 1.8 : 3.4,
  };
}
