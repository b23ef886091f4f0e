import type { FrameShape } from '@/lib/shop/frame-vocabulary';

/**
 * A lens outline in normalised coordinates: u runs from the nose (-1) to the temple (+1), v from
 * the top (-1) to the bottom (+1). Every shape is sampled on the same angle grid, so point k of
 * the opening and point k of the rim's outer edge correspond, and the top half is the points
 * from SAMPLES / 2 to SAMPLES.
 */
export interface UV {
  u: number;
  v: number;
}

export const SAMPLES = 96;

function superellipse(t: number, n: number): UV {
  const c = Math.cos(t);
  const s = Math.sin(t);
  return { u: Math.sign(c) * Math.abs(c) ** (2 / n), v: Math.sign(s) * Math.abs(s) ** (2 / n) };
}

/** Where a ray from the centre at angle t meets a convex polygon. */
function polygonAt(t: number, corners: readonly UV[]): UV {
  const dx = Math.cos(t);
  const dy = Math.sin(t);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < corners.length; i += 1) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    if (!a || !b) continue;
    const ex = b.u - a.u;
    const ey = b.v - a.v;
    const denominator = dx * ey - dy * ex;
    if (Math.abs(denominator) < 1e-9) continue;
    const distance = (a.u * ey - a.v * ex) / denominator;
    const along = (a.u * dy - a.v * dx) / denominator;
    if (distance > 0 && along >= -1e-9 && along <= 1 + 1e-9) best = Math.min(best, distance);
  }
  return Number.isFinite(best) ? { u: dx * best, v: dy * best } : { u: dx, v: dy };
}

const HEXAGON: readonly UV[] = [
  { u: -0.52, v: -1 },
  { u: 0.56, v: -1 },
  { u: 1, v: -0.05 },
  { u: 0.6, v: 1 },
  { u: -0.5, v: 1 },
  { u: -1, v: 0.02 },
];

/** A smooth closed curve through control points (Catmull-Rom), as a dense polygon. */
function smoothOutline(controls: readonly UV[], steps = 24): UV[] {
  const at = (i: number): UV =>
    controls[((i % controls.length) + controls.length) % controls.length] ?? { u: 0, v: 0 };
  const points: UV[] = [];
  for (let i = 0; i < controls.length; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let step = 0; step < steps; step += 1) {
      const t = step / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const blend = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      points.push({ u: blend(p0.u, p1.u, p2.u, p3.u), v: blend(p0.v, p1.v, p2.v, p3.v) });
    }
  }
  return points;
}

// Control points run clockwise from the nasal top; u is outward, v is down.
const CAT_EYE = smoothOutline([
  { u: -0.8, v: -0.5 },
  { u: -0.2, v: -0.72 },
  { u: 0.55, v: -0.88 },
  { u: 1, v: -1 },
  { u: 0.92, v: -0.35 },
  { u: 0.68, v: 0.45 },
  { u: 0.05, v: 0.98 },
  { u: -0.62, v: 0.82 },
  { u: -0.98, v: 0.15 },
]);
const AVIATOR = smoothOutline([
  { u: -0.92, v: -0.96 },
  { u: 0.1, v: -1 },
  { u: 0.78, v: -0.92 },
  { u: 1, v: -0.45 },
  { u: 0.86, v: 0.3 },
  { u: 0.35, v: 0.9 },
  { u: -0.3, v: 1 },
  { u: -0.8, v: 0.7 },
  { u: -1, v: -0.1 },
]);
const WAYFARER = smoothOutline([
  { u: -0.95, v: -0.82 },
  { u: -0.2, v: -0.94 },
  { u: 0.9, v: -1 },
  { u: 1, v: -0.55 },
  { u: 0.86, v: 0.45 },
  { u: 0.55, v: 0.96 },
  { u: -0.5, v: 0.94 },
  { u: -0.86, v: 0.55 },
  { u: -1, v: -0.3 },
]);

function rawPoint(shape: FrameShape, t: number): UV {
  switch (shape) {
    case 'round':
      return superellipse(t, 2);
    case 'oval':
      return superellipse(t, 2.3);
    case 'rectangle':
      return superellipse(t, 5);
    case 'square':
      return superellipse(t, 4);
    case 'browline': {
      const top = Math.sin(t) < 0;
      return superellipse(t, top ? 6 : 2.8);
    }
    case 'wayfarer':
      return polygonAt(t, WAYFARER);
    case 'cat-eye':
      return polygonAt(t, CAT_EYE);
    case 'aviator':
      return polygonAt(t, AVIATOR);
    case 'geometric':
      return polygonAt(t, HEXAGON);
  }
}

const cache = new Map<FrameShape, UV[]>();

/** The outline of a lens of the given shape, stretched to fill the box [-1, 1] × [-1, 1]. */
export function lensOutline(shape: FrameShape): UV[] {
  const cached = cache.get(shape);
  if (cached) return cached;
  const raw = Array.from({ length: SAMPLES }, (_, k) => rawPoint(shape, (2 * Math.PI * k) / SAMPLES));
  const us = raw.map((p) => p.u);
  const vs = raw.map((p) => p.v);
  const [minU, maxU, minV, maxV] = [Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)];
  const outline = raw.map((p) => ({
    u: ((p.u - minU) / (maxU - minU)) * 2 - 1,
    v: ((p.v - minV) / (maxV - minV)) * 2 - 1,
  }));
  cache.set(shape, outline);
  return outline;
}
