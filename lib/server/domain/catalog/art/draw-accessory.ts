import { accessoryShape } from './accessory-shapes';
import { darken, lighten, safeHex } from './color';
import { attrs, escapeXml, idPrefix, linearGradient, radialGradient } from './svg';
import type { AccessoryKind } from '@/lib/shop/frame-vocabulary';

export interface AccessoryDrawingInput {
  kind: AccessoryKind;
  colorHex: string;
  /** front (600 × 300) or angle (600 × 400, drawn turned and a little larger). */
  view?: 'front' | 'angle';
  title?: string;
}

/** A product shot of an accessory on a soft studio background. */
export function drawAccessory(input: AccessoryDrawingInput): string {
  const color = safeHex(input.colorHex);
  const view = input.view ?? 'front';
  const width = 600;
  const height = view === 'front' ? 300 : 400;
  const id = idPrefix(`accessory|${input.kind}|${color}|${view}`);
  const title = input.title ?? `${input.kind} accessory`;
  const placement =
    view === 'front' ? `translate(300 150) scale(0.9)` : `translate(300 200) rotate(-12) scale(1.05)`;
  return [
    `<svg ${attrs({ xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': title })}>`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    radialGradient(
      `${id}-bg`,
      [
        [0, '#ffffff'],
        [0.7, '#f3f5f7'],
        [1, '#e5e9ee'],
      ],
      { cx: 0.5, cy: 0.4, r: 0.8 },
    ),
    radialGradient(`${id}-shadow`, [
      [0, '#1c2430', 0.2],
      [1, '#1c2430', 0],
    ]),
    linearGradient(`${id}-body`, [
      [0, lighten(color, 0.25)],
      [0.55, color],
      [1, darken(color, 0.3)],
    ]),
    linearGradient(`${id}-lens`, [
      [0, darken(color, 0.1), 0.85],
      [1, lighten(color, 0.35), 0.6],
    ]),
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    `<ellipse ${attrs({ cx: width / 2, cy: height - 34, rx: 210, ry: 18, fill: `url(#${id}-shadow)` })}/>`,
    `<g transform="${placement}">`,
    accessoryShape(input.kind, { body: `url(#${id}-body)`, lens: `url(#${id}-lens)`, color }),
    '</g>',
    '</svg>',
  ].join('');
}
