import { darken, lighten } from './color';
import type { FrameDrawingInput } from './draw-frame-front';
import { buildFrameModel } from './frame-model';
import { framePaint } from './frame-paint';
import { renderFrame } from './frame-render';
import { attrs, escapeXml, idPrefix, linearGradient, radialGradient } from './svg';

export const PORTRAIT_SIZE = { width: 480, height: 600 } as const;

const SKIN = ['#f6d7c3', '#eec1a1', '#d9a27c', '#b57b52', '#8d5a3b', '#5e3a26'];
const HAIR = ['#2b1d16', '#4a2f1f', '#7a4a26', '#b07a3e', '#d8b46a', '#1b1b1f', '#8c8c92', '#a0412d'];
const BACKDROPS = ['#fde2d4', '#dbeafe', '#e3f1df', '#f3e8ff', '#fff1c7', '#e0f2f1'];
const SHIRTS = ['#3b5b92', '#c2553f', '#2f6f5e', '#8b6bb1', '#e0a43a', '#37474f', '#d97a9a'];
type HairStyle = 'short' | 'bob' | 'long' | 'bun' | 'curly';
const STYLES: HairStyle[] = ['short', 'bob', 'long', 'bun', 'curly'];

export interface PortraitDrawingInput {
  /** Picks skin, hair, clothes and backdrop; the same seed draws the same person. */
  seed: number;
  /** The frame the person wears (geometry and colour). */
  frame: FrameDrawingInput;
  title?: string;
}

function chooser(seed: number) {
  let state = (seed * 2654435761) >>> 0;
  return <T>(items: readonly T[]): T => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return items[state % items.length] as T;
  };
}

function hair(style: HairStyle, color: string, back: boolean): string {
  const fill = attrs({ fill: color });
  const shine = `<path d="M185 150q50 -40 110 -6" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.5"/>`;
  if (back) {
    if (style === 'long') return `<path ${fill} d="M130 230q-10 -160 110 -170q120 10 110 170l14 250h-248z"/>`;
    if (style === 'bob')
      return `<path ${fill} d="M138 220q-6 -150 102 -158q108 8 102 158l8 110q-110 30 -220 0z"/>`;
    if (style === 'bun') return `<circle ${fill} cx="240" cy="78" r="44"/>`;
    return '';
  }
  switch (style) {
    case 'curly':
      return (
        [150, 180, 212, 246, 280, 310, 334]
          .map(
            (x, i) =>
              `<circle ${fill} cx="${x}" cy="${i % 2 === 0 ? 132 : 118}" r="${i % 3 === 0 ? 36 : 32}"/>`,
          )
          .join('') + shine
      );
    case 'short':
      return `<path ${fill} d="M148 210q-10 -120 92 -130q104 6 94 130q-10 -60 -46 -74q-50 26 -140 74z"/>${shine}`;
    default:
      return `<path ${fill} d="M146 222q-8 -130 94 -140q102 10 94 140q-40 -70 -94 -84q-50 14 -94 84z"/>${shine}`;
  }
}

/** A friendly illustrated shopper wearing the given frame, for the photo wall. */
export function drawPhotoWallPortrait(input: PortraitDrawingInput): string {
  const pick = chooser(input.seed);
  const skin = pick(SKIN);
  const hairColor = pick(HAIR);
  const backdrop = pick(BACKDROPS);
  const shirt = pick(SHIRTS);
  const style = pick(STYLES);
  const { width, height } = PORTRAIT_SIZE;
  const id = idPrefix(`portrait|${input.seed}|${input.frame.colorHex}|${input.frame.shape}`);
  const model = buildFrameModel(input.frame);
  const scale = 224 / model.widthMm;
  const [leftLens, rightLens] = model.lenses;
  const paint = framePaint({
    id,
    colorHex: input.frame.colorHex,
    material: input.frame.material,
    colorFamily: input.frame.colorFamily,
    lensTintHex: input.frame.lensTintHex,
    unitsPerMm: scale,
  });
  const glasses = renderFrame(model, paint, (p) => ({ x: 240 + p.x * scale, y: 262 + p.y * scale }), {
    id,
    unit: scale,
    temples: false,
  });
  const title = input.title ?? 'A shopper wearing their new glasses';
  const eye = (x: number) =>
    `<ellipse ${attrs({ cx: x, cy: 262, rx: 9, ry: 10, fill: '#ffffff' })}/><circle ${attrs({ cx: x + 1, cy: 263, r: 6, fill: '#2b2320' })}/><circle ${attrs({ cx: x + 3, cy: 260, r: 2, fill: '#ffffff' })}/>`;
  return [
    `<svg ${attrs({ xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': title })}>`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    radialGradient(
      `${id}-bg`,
      [
        [0, lighten(backdrop, 0.5)],
        [1, backdrop],
      ],
      { cx: 0.5, cy: 0.35, r: 0.8 },
    ),
    linearGradient(`${id}-skin`, [
      [0, lighten(skin, 0.08)],
      [1, darken(skin, 0.08)],
    ]),
    linearGradient(`${id}-shirt`, [
      [0, lighten(shirt, 0.12)],
      [1, darken(shirt, 0.2)],
    ]),
    paint.defs,
    glasses.defs,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    `<circle cx="400" cy="90" r="70" fill="#ffffff" fill-opacity="0.35"/>`,
    hair(style, hairColor, true),
    `<path fill="url(#${id}-shirt)" d="M60 600q0 -150 120 -170l60 24 60 -24q120 20 120 170z"/>`,
    `<path fill="${darken(skin, 0.1)}" d="M206 360h68v60q-34 26 -68 0z"/>`,
    `<path fill="${darken(shirt, 0.25)}" d="M190 430l50 40 50 -40" stroke="${darken(shirt, 0.3)}" stroke-width="4"/>`,
    `<ellipse cx="146" cy="270" rx="16" ry="24" fill="${darken(skin, 0.06)}"/><ellipse cx="334" cy="270" rx="16" ry="24" fill="${darken(skin, 0.06)}"/>`,
    `<ellipse cx="240" cy="250" rx="94" ry="122" fill="url(#${id}-skin)"/>`,
    `<ellipse cx="190" cy="306" rx="18" ry="10" fill="#ef8f8f" fill-opacity="0.3"/><ellipse cx="290" cy="306" rx="18" ry="10" fill="#ef8f8f" fill-opacity="0.3"/>`,
    eye(240 + leftLens.center.x * scale),
    eye(240 + rightLens.center.x * scale),
    `<path d="M176 228q22 -12 44 -2M260 226q22 -10 44 2" fill="none" stroke="${darken(hairColor, 0.1)}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M240 270q-8 26 -2 34q6 4 12 0" fill="none" stroke="${darken(skin, 0.25)}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M212 326q28 22 56 0" fill="none" stroke="#a6473f" stroke-width="5" stroke-linecap="round"/>`,
    hair(style, hairColor, false),
    glasses.back,
    glasses.front,
    '</svg>',
  ].join('');
}
