import { darken, lighten, luminance, mix, safeHex } from './color';
import { attrs, linearGradient, num } from './svg';
import type { FrameMaterial } from '@/lib/shop/frame-vocabulary';

export interface FramePaintInput {
  id: string;
  colorHex: string;
  material: FrameMaterial;
  /** Tortoise and clear families get a pattern or translucency. */
  colorFamily?: string | null;
  /** Sunglasses lens tint; null or absent for clear lenses. */
  lensTintHex?: string | null;
  /** Drawing units per millimetre, so patterns keep a real-world scale. */
  unitsPerMm: number;
}

/** Fills and strokes for one frame colour: gradients, a tortoise or wood pattern, lens tints. */
export interface FramePaint {
  defs: string;
  baseHex: string;
  rimFill: string;
  rimOpacity: number;
  rimPattern: string | null;
  edge: string;
  highlight: string;
  metalFill: string;
  metalHex: string;
  lensFill: string;
  lensEdge: string;
  glareOpacity: number;
  padFill: string;
}

const isWire = (material: FrameMaterial) => material === 'metal' || material === 'titanium';

function tortoisePattern(id: string, base: string, unit: number): string {
  const spots: [number, number, number, number, number][] = [
    [2, 2, 2.6, 1.6, 0.9],
    [8, 4, 3.4, 2, 0.7],
    [14, 1.5, 2.2, 1.3, 0.8],
    [5, 8.5, 2.8, 1.7, 0.75],
    [11, 9, 3.6, 2.2, 0.85],
    [17, 7, 2, 1.4, 0.6],
    [1, 11.5, 1.8, 1.1, 0.7],
    [15, 12, 2.4, 1.2, 0.8],
  ];
  const dark = darken(base, 0.55);
  const amber = mix(base, '#e0a040', 0.45);
  const shapes = spots
    .map(
      ([x, y, rx, ry, opacity], i) =>
        `<ellipse ${attrs({
          cx: x * unit,
          cy: y * unit,
          rx: rx * unit,
          ry: ry * unit,
          fill: i % 3 === 2 ? amber : dark,
          'fill-opacity': opacity,
          transform: `rotate(${((i * 37) % 90) - 45} ${num(x * unit)} ${num(y * unit)})`,
        })}/>`,
    )
    .join('');
  return `<pattern ${attrs({ id, width: 18 * unit, height: 14 * unit, patternUnits: 'userSpaceOnUse' })}>${shapes}</pattern>`;
}

function woodPattern(id: string, base: string, unit: number): string {
  const grain = darken(base, 0.35);
  const lines = [1.2, 3.1, 4.6, 6.9, 8.4, 10.8]
    .map(
      (y, i) =>
        `<path ${attrs({
          d: `M0 ${num(y * unit)}C${num(6 * unit)} ${num((y - 0.8) * unit)} ${num(12 * unit)} ${num((y + 0.9) * unit)} ${num(24 * unit)} ${num(y * unit)}`,
          fill: 'none',
          stroke: grain,
          'stroke-opacity': i % 2 === 0 ? 0.45 : 0.25,
          'stroke-width': (i % 2 === 0 ? 0.35 : 0.2) * unit,
        })}/>`,
    )
    .join('');
  return `<pattern ${attrs({ id, width: 24 * unit, height: 12 * unit, patternUnits: 'userSpaceOnUse' })}>${lines}</pattern>`;
}

/** A neutral metal for the wire parts of acetate and mixed frames. */
function accentMetal(base: string, family: string | null | undefined): string {
  if (family === 'gold' || family === 'brown' || family === 'tortoise') return '#c9a14a';
  return luminance(base) > 0.75 ? '#9aa0a8' : '#b8bcc2';
}

export function framePaint(input: FramePaintInput): FramePaint {
  const color = safeHex(input.colorHex);
  const wire = isWire(input.material);
  const metalHex = wire ? color : accentMetal(color, input.colorFamily);
  const clear = input.colorFamily === 'clear' || (!wire && luminance(color) > 0.8);
  const ids = {
    rim: `${input.id}-rim`,
    metal: `${input.id}-metal`,
    lens: `${input.id}-lens`,
    pattern: `${input.id}-pat`,
  };
  const defs: string[] = [];

  if (wire) {
    defs.push(
      linearGradient(ids.rim, [
        [0, lighten(color, 0.5)],
        [0.35, color],
        [0.6, darken(color, 0.25)],
        [1, lighten(color, 0.2)],
      ]),
    );
  } else {
    const matte = input.material === 'tr90' || input.material === 'wood';
    defs.push(
      linearGradient(ids.rim, [
        [0, lighten(color, matte ? 0.12 : 0.28)],
        [0.45, color],
        [1, darken(color, matte ? 0.22 : 0.35)],
      ]),
    );
  }
  defs.push(
    linearGradient(
      ids.metal,
      [
        [0, lighten(metalHex, 0.55)],
        [0.4, metalHex],
        [0.7, darken(metalHex, 0.3)],
        [1, lighten(metalHex, 0.25)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  );

  const tint = input.lensTintHex ? safeHex(input.lensTintHex) : null;
  defs.push(
    tint
      ? linearGradient(ids.lens, [
          [0, darken(tint, 0.25), 0.94],
          [0.6, tint, 0.86],
          [1, lighten(tint, 0.3), 0.74],
        ])
      : linearGradient(ids.lens, [
          [0, '#ffffff', 0.32],
          [0.5, '#eaf4fb', 0.18],
          [1, '#d3e6f2', 0.26],
        ]),
  );

  let rimPattern: string | null = null;
  if (input.colorFamily === 'tortoise' && input.material !== 'wood' && !wire) {
    defs.push(tortoisePattern(ids.pattern, color, input.unitsPerMm));
    rimPattern = `url(#${ids.pattern})`;
  } else if (input.material === 'wood') {
    defs.push(woodPattern(ids.pattern, color, input.unitsPerMm));
    rimPattern = `url(#${ids.pattern})`;
  }

  return {
    defs: defs.join(''),
    baseHex: color,
    rimFill: `url(#${ids.rim})`,
    rimOpacity: clear ? 0.62 : 1,
    rimPattern,
    edge: clear ? darken(color, 0.35) : darken(color, 0.45),
    highlight: lighten(color, wire ? 0.8 : 0.6),
    metalFill: `url(#${ids.metal})`,
    metalHex,
    lensFill: `url(#${ids.lens})`,
    lensEdge: tint ? darken(tint, 0.4) : '#b9cad6',
    glareOpacity: tint ? 0.22 : 0.5,
    padFill: '#f4f7f9',
  };
}
