import { darken, lighten, mix } from './color';
import { attrs, num } from './svg';
import type { AccessoryKind } from '@/lib/shop/frame-vocabulary';

/** Paint ids every accessory shape may use; the drawing defines them. */
export interface AccessoryPaint {
  body: string;
  lens: string;
  color: string;
}

type Shape = (p: AccessoryPaint) => string;

const el = (name: string, values: Record<string, string | number | undefined>) =>
  `<${name} ${attrs(values)}/>`;

function catenary(x0: number, x1: number, y: number, sag: number, steps = 24) {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return { x: x0 + (x1 - x0) * t, y: y + sag * 4 * t * (1 - t) };
  });
}

const SHAPES: Record<AccessoryKind, Shape> = {
  case: (p) =>
    el('rect', { x: -170, y: -62, width: 340, height: 124, rx: 62, fill: p.body }) +
    el('path', { d: 'M-166 4H166', stroke: darken(p.color, 0.45), 'stroke-width': 3 }) +
    el('rect', { x: -150, y: -54, width: 300, height: 22, rx: 11, fill: '#ffffff', 'fill-opacity': 0.18 }) +
    el('rect', { x: -20, y: -2, width: 40, height: 12, rx: 4, fill: lighten(p.color, 0.5) }),
  pouch: (p) =>
    el('path', { d: 'M-150 -70H150L138 70Q0 84 -138 70Z', fill: p.body }) +
    el('path', {
      d: 'M-140 -60H140L129 62Q0 74 -129 62Z',
      fill: 'none',
      stroke: lighten(p.color, 0.45),
      'stroke-width': 2,
      'stroke-dasharray': '7 6',
    }) +
    el('path', { d: 'M-150 -70H150L150 -32Q0 -6 -150 -32Z', fill: darken(p.color, 0.18) }),
  cloth: (p) =>
    el('rect', { x: -120, y: -80, width: 240, height: 160, rx: 10, fill: p.body }) +
    el('path', {
      d: 'M-120 -80L120 80',
      stroke: darken(p.color, 0.2),
      'stroke-width': 2,
      'stroke-opacity': 0.5,
    }) +
    el('path', { d: 'M-120 80L120 -80V80Z', fill: '#ffffff', 'fill-opacity': 0.12 }) +
    el('rect', {
      x: -108,
      y: -68,
      width: 216,
      height: 136,
      rx: 6,
      fill: 'none',
      stroke: lighten(p.color, 0.4),
      'stroke-width': 2,
      'stroke-dasharray': '3 5',
    }),
  spray: (p) =>
    el('rect', { x: -44, y: -40, width: 88, height: 140, rx: 18, fill: p.lens }) +
    el('rect', { x: -44, y: -6, width: 88, height: 70, fill: '#ffffff', 'fill-opacity': 0.85 }) +
    el('rect', { x: -30, y: 10, width: 60, height: 8, rx: 4, fill: p.color }) +
    el('rect', { x: -30, y: 28, width: 44, height: 6, rx: 3, fill: lighten(p.color, 0.4) }) +
    el('rect', { x: -24, y: -74, width: 48, height: 36, rx: 6, fill: darken(p.color, 0.1) }) +
    el('rect', { x: -8, y: -98, width: 44, height: 22, rx: 5, fill: darken(p.color, 0.25) }) +
    el('rect', { x: -34, y: -34, width: 14, height: 120, rx: 7, fill: '#ffffff', 'fill-opacity': 0.35 }),
  chain: (p) => {
    const beads = catenary(-190, 190, -70, 190, 30)
      .map((pt, i) =>
        el('circle', { cx: pt.x, cy: pt.y, r: i % 3 === 0 ? 7 : 4.5, fill: i % 3 === 0 ? p.body : p.color }),
      )
      .join('');
    return beads + loops(p);
  },
  cord: (p) => {
    const pts = catenary(-190, 190, -70, 190);
    const d = `M${pts.map((pt) => `${num(pt.x)} ${num(pt.y)}`).join('L')}`;
    return (
      el('path', {
        d,
        fill: 'none',
        stroke: darken(p.color, 0.2),
        'stroke-width': 9,
        'stroke-linecap': 'round',
      }) +
      el('path', {
        d,
        fill: 'none',
        stroke: lighten(p.color, 0.3),
        'stroke-width': 3,
        'stroke-opacity': 0.6,
      }) +
      el('rect', { x: -14, y: 100, width: 28, height: 18, rx: 6, fill: darken(p.color, 0.4) }) +
      loops(p)
    );
  },
  'clip-on': (p) => {
    const lens = (side: number) =>
      el('path', {
        d: `M${side * 24} -46H${side * 168}Q${side * 178} -46 ${side * 176} -30L${side * 166} 40Q${side * 160} 62 ${side * 130} 62H${side * 60}Q${side * 30} 62 ${side * 26} 40L${side * 18} -30Q${side * 16} -46 ${side * 24} -46Z`,
        fill: p.lens,
        stroke: darken(p.color, 0.3),
        'stroke-width': 2,
      });
    return (
      lens(-1) +
      lens(1) +
      el('path', {
        d: 'M-26 -40Q0 -52 26 -40',
        fill: 'none',
        stroke: '#9aa0a8',
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }) +
      [-120, -60, 60, 120]
        .map((x) =>
          el('path', {
            d: `M${x} -46v-18q0 -8 8 -8`,
            fill: 'none',
            stroke: '#9aa0a8',
            'stroke-width': 4,
            'stroke-linecap': 'round',
          }),
        )
        .join('') +
      el('path', {
        d: 'M-150 -30L-110 40M110 -30L150 40',
        stroke: '#ffffff',
        'stroke-opacity': 0.35,
        'stroke-width': 10,
      })
    );
  },
  wipes: (p) =>
    [-2, -1, 0]
      .map(
        (i) =>
          `<g transform="rotate(${i * 9} 0 120)">` +
          el('path', {
            d: 'M-90 -80L-84 -86L-78 -80L-72 -86L-66 -80H66L72 -86L78 -80L84 -86L90 -80V80H-90Z',
            fill: i === 0 ? p.body : mix(p.color, '#ffffff', 0.3 - i * 0.1),
            stroke: darken(p.color, 0.2),
            'stroke-width': 1.5,
          }) +
          '</g>',
      )
      .join('') +
    el('path', {
      d: 'M0 -40C18 -14 26 2 26 16A26 26 0 0 1 -26 16C-26 2 -18 -14 0 -40Z',
      fill: '#ffffff',
      'fill-opacity': 0.85,
    }),
  kit: (p) =>
    el('rect', { x: -150, y: -80, width: 300, height: 160, rx: 16, fill: p.body }) +
    el('rect', { x: -134, y: -64, width: 268, height: 128, rx: 10, fill: darken(p.color, 0.35) }) +
    el('rect', { x: -110, y: -14, width: 150, height: 14, rx: 7, fill: '#c2c7cd' }) +
    el('rect', { x: 40, y: -20, width: 60, height: 26, rx: 8, fill: '#e0574f' }) +
    [-100, -70, -40, -10].map((x) => el('circle', { cx: x, cy: 36, r: 7, fill: '#d9dde2' })).join('') +
    [30, 62]
      .map((x) => el('ellipse', { cx: x, cy: 36, rx: 10, ry: 14, fill: '#f2f5f7', 'fill-opacity': 0.85 }))
      .join(''),
  strap: (p) =>
    el('path', {
      d: 'M-170 -50C-170 90 170 90 170 -50',
      fill: 'none',
      stroke: p.color,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: 'M-170 -50C-170 90 170 90 170 -50',
      fill: 'none',
      stroke: lighten(p.color, 0.45),
      'stroke-width': 4,
      'stroke-opacity': 0.6,
    }) +
    [-170, 170]
      .map((x) =>
        el('rect', { x: x - 16, y: -96, width: 32, height: 58, rx: 14, fill: darken(p.color, 0.25) }),
      )
      .join('') +
    el('rect', { x: -20, y: 44, width: 40, height: 26, rx: 8, fill: darken(p.color, 0.35) }),
};

function loops(p: AccessoryPaint): string {
  return [-190, 190]
    .map((x) =>
      el('ellipse', {
        cx: x,
        cy: -78,
        rx: 10,
        ry: 16,
        fill: 'none',
        stroke: darken(p.color, 0.3),
        'stroke-width': 5,
      }),
    )
    .join('');
}

export function accessoryShape(kind: AccessoryKind, paint: AccessoryPaint): string {
  return SHAPES[kind](paint);
}
