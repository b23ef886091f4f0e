import { lighten, safeHex } from './color';
import { buildFrameModel, type FrameGeometryInput } from './frame-model';
import { framePaint } from './frame-paint';
import { renderFrame } from './frame-render';
import { attrs, escapeXml, idPrefix, linearGradient, radialGradient } from './svg';

export interface BannerPalette {
  /** Background gradient, left to right. */
  from: string;
  to: string;
  /** Decorative shapes. */
  accent: string;
  /** The hero frame's colour and, for sunglasses, its lens tint. */
  frame: string;
  lensTint?: string | null;
}

export const BANNER_SIZE = { width: 1600, height: 600 } as const;

/** Palettes by banner slug (the seed's banners); unknown slugs get the first. */
export const BANNER_PALETTES: Readonly<Record<string, BannerPalette>> = {
  'flash-sale': { from: '#ffe3d6', to: '#ff8f70', accent: '#ffffff', frame: '#16161a', lensTint: null },
  'new-arrivals': { from: '#e3eefc', to: '#8fb6ea', accent: '#ffffff', frame: '#6b3a1f', lensTint: null },
  sunglasses: { from: '#fff3cf', to: '#f5b942', accent: '#fff8e6', frame: '#c9a14a', lensTint: '#3d4a35' },
  eyeglasses: { from: '#e8f0e4', to: '#9cbc94', accent: '#ffffff', frame: '#1f2f5c', lensTint: null },
  'best-sellers': { from: '#efe8f8', to: '#a58cc4', accent: '#ffffff', frame: '#2a2a2e', lensTint: null },
};

const HERO: FrameGeometryInput = {
  shape: 'round',
  rim: 'full-rim',
  material: 'acetate',
  lensWidthMm: 50,
  bridgeMm: 20,
  lensHeightMm: 44,
  templeMm: 145,
};

export interface BannerDrawingInput {
  /** The banner's headline, used as the image's accessible title (the page sets the visible text). */
  title: string;
  palette: BannerPalette;
}

/**
 * A wide home-page banner: gradient, soft shapes and two large frames on the right. The left
 * 45% stays calm, because the storefront lays the banner's title, subtitle and button over it.
 */
export function drawBanner(input: BannerDrawingInput): string {
  const { width, height } = BANNER_SIZE;
  const palette = {
    ...input.palette,
    from: safeHex(input.palette.from),
    to: safeHex(input.palette.to),
    accent: safeHex(input.palette.accent, '#ffffff'),
  };
  const id = idPrefix(`banner|${input.title}|${palette.from}|${palette.to}|${palette.frame}`);
  const hero = (
    geometry: FrameGeometryInput,
    color: string,
    scale: number,
    x: number,
    y: number,
    angle: number,
    key: string,
  ) => {
    const model = buildFrameModel({ ...geometry, sun: Boolean(palette.lensTint) });
    const paint = framePaint({
      id: `${id}-${key}`,
      colorHex: color,
      material: geometry.material,
      lensTintHex: palette.lensTint,
      unitsPerMm: scale,
    });
    const layers = renderFrame(model, paint, (p) => ({ x: p.x * scale, y: p.y * scale }), {
      id: `${id}-${key}`,
      unit: scale,
      temples: false,
    });
    return {
      defs: paint.defs + layers.defs,
      body: `<g transform="translate(${x} ${y}) rotate(${angle})">${layers.front}</g>`,
    };
  };
  const first = hero(HERO, safeHex(palette.frame), 4.2, 1120, 300, -8, 'a');
  const second = hero(
    { ...HERO, shape: palette.lensTint ? 'aviator' : 'cat-eye', material: 'metal', lensHeightMm: 40 },
    lighten(safeHex(palette.frame), 0.15),
    2.6,
    1400,
    460,
    10,
    'b',
  );
  return [
    `<svg ${attrs({ xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': input.title })}>`,
    `<title>${escapeXml(input.title)}</title>`,
    '<defs>',
    linearGradient(
      `${id}-bg`,
      [
        [0, palette.from],
        [0.45, palette.from],
        [1, palette.to],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.4 },
    ),
    radialGradient(`${id}-glow`, [
      [0, palette.accent, 0.75],
      [1, palette.accent, 0],
    ]),
    first.defs,
    second.defs,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    `<circle ${attrs({ cx: 1150, cy: 290, r: 330, fill: `url(#${id}-glow)` })}/>`,
    `<circle ${attrs({ cx: 1480, cy: 90, r: 120, fill: palette.accent, 'fill-opacity': 0.25 })}/>`,
    `<circle ${attrs({ cx: 860, cy: 520, r: 70, fill: palette.accent, 'fill-opacity': 0.2 })}/>`,
    `<path ${attrs({ d: 'M760 120q40 -30 80 0t80 0', fill: 'none', stroke: palette.accent, 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-opacity': 0.6 })}/>`,
    ...[
      [1320, 170],
      [940, 210],
      [1500, 300],
    ].map(
      ([x, y]) =>
        `<path ${attrs({ d: `M${x} ${(y ?? 0) - 14}l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z`, fill: palette.accent, 'fill-opacity': 0.9 })}/>`,
    ),
    `<ellipse ${attrs({ cx: 1130, cy: 470, rx: 260, ry: 22, fill: '#1c2430', 'fill-opacity': 0.08 })}/>`,
    second.body,
    first.body,
    '</svg>',
  ].join('');
}
