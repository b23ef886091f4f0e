import { darken, lighten } from './color';
import type { FrameModel, Point3 } from './frame-model';
import type { FramePaint } from './frame-paint';
import { SAMPLES } from './lens-shape';
import { attrs, pathFromPoints, smoothPath, type Point } from './svg';

export type Projector = (point: Point3) => Point;

export interface RenderOptions {
  id: string;
  /** Drawing units per millimetre (for stroke widths). */
  unit: number;
  /** The angle view shows the temple arms; the front view does not. */
  temples: boolean;
}

function bounds(points: readonly Point[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function glare(points: readonly Point[]): string {
  const { minX, maxX, minY, maxY } = bounds(points);
  const w = maxX - minX;
  const band = (start: number, width: number) =>
    pathFromPoints([
      { x: minX + start * w, y: maxY + 2 },
      { x: minX + (start + width) * w, y: maxY + 2 },
      { x: minX + (start + width + 0.55) * w, y: minY - 2 },
      { x: minX + (start + 0.55) * w, y: minY - 2 },
    ]);
  return `${band(-0.05, 0.2)}${band(0.22, 0.06)}`;
}

function arc(points: readonly Point3[], from: number, to: number): Point3[] {
  return points.slice(from, to).filter((p): p is Point3 => p !== undefined);
}

/** Draws the frame through a projection; returns what goes behind the lenses and what goes in front. */
export function renderFrame(
  model: FrameModel,
  paint: FramePaint,
  project: Projector,
  options: RenderOptions,
) {
  const { id, unit } = options;
  const px = (points: readonly Point3[]) => points.map(project);
  const back: string[] = [];
  const defs: string[] = [];
  const front: string[] = [];
  const temple = (points: Point3[], far: boolean) => {
    const line = px(points);
    const wire = model.templeMm < 2;
    const color = far
      ? darken(wire ? paint.metalHex : paint.baseHex, 0.18)
      : wire
        ? paint.metalHex
        : paint.baseHex;
    const parts = [
      `<path ${attrs({ d: smoothPath(line), fill: 'none', stroke: color, 'stroke-width': model.templeMm * unit, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/>`,
    ];
    if (wire) {
      const tip = line.slice(Math.floor(line.length * 0.55));
      parts.push(
        `<path ${attrs({ d: smoothPath(tip), fill: 'none', stroke: darken(paint.baseHex, 0.2), 'stroke-width': 2.6 * unit, 'stroke-linecap': 'round' })}/>`,
      );
    }
    if (!far) {
      parts.push(
        `<path ${attrs({ d: smoothPath(line.slice(0, 9)), fill: 'none', stroke: lighten(color, 0.55), 'stroke-opacity': 0.5, 'stroke-width': model.templeMm * unit * 0.25, 'stroke-linecap': 'round' })}/>`,
      );
    }
    return parts.join('');
  };
  if (options.temples) back.push(temple(model.temples[1], true));

  model.lenses.forEach((lens, index) => {
    const outline = px(lens.opening);
    const d = pathFromPoints(outline);
    const clip = `${id}-clip${index}`;
    defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    front.push(
      `<path ${attrs({ d, fill: paint.lensFill, stroke: paint.lensEdge, 'stroke-opacity': 0.55, 'stroke-width': 0.25 * unit })}/>`,
    );
    front.push(
      `<path ${attrs({ d: glare(outline), fill: '#ffffff', 'fill-opacity': paint.glareOpacity, 'clip-path': `url(#${clip})` })}/>`,
    );
  });

  const wireStyle = {
    metal: [paint.metalHex, 0.9],
    nylon: ['#cfd8df', 0.35],
    edge: ['#b9c9d5', 0.5],
  } as const;
  for (const wire of model.lowerWires) {
    const [stroke, width] = wireStyle[wire.kind];
    front.push(
      `<path ${attrs({ d: pathFromPoints(px(wire.points), false), fill: 'none', stroke, 'stroke-opacity': 0.95, 'stroke-width': width * unit, 'stroke-linejoin': 'round' })}/>`,
    );
  }

  const rimPath = (d: string, rule?: string) => {
    const pieces = [
      `<path ${attrs({ d, fill: paint.rimFill, 'fill-rule': rule, 'fill-opacity': paint.rimOpacity })}/>`,
    ];
    if (paint.rimPattern) pieces.push(`<path ${attrs({ d, fill: paint.rimPattern, 'fill-rule': rule })}/>`);
    pieces.push(
      `<path ${attrs({ d, fill: 'none', stroke: paint.edge, 'stroke-opacity': 0.45, 'stroke-width': 0.18 * unit, 'stroke-linejoin': 'round' })}/>`,
    );
    return pieces.join('');
  };

  for (const bridge of model.wireBridges) {
    front.push(
      `<path ${attrs({ d: smoothPath(px(bridge)), fill: 'none', stroke: paint.metalHex, 'stroke-width': model.wireMm * unit, 'stroke-linecap': 'round' })}/>`,
    );
    front.push(
      `<path ${attrs({ d: smoothPath(px(bridge)), fill: 'none', stroke: lighten(paint.metalHex, 0.6), 'stroke-opacity': 0.7, 'stroke-width': model.wireMm * unit * 0.3, 'stroke-linecap': 'round' })}/>`,
    );
  }
  if (model.solidBridge) front.push(rimPath(pathFromPoints(px(model.solidBridge))));

  if (model.fullRim) {
    model.lenses.forEach((lens) => {
      front.push(rimPath(`${pathFromPoints(px(lens.outer))}${pathFromPoints(px(lens.opening))}`, 'evenodd'));
    });
  }
  for (const band of model.rimBands) front.push(rimPath(pathFromPoints(px(band))));

  if (model.fullRim || model.rimBands.length > 0) {
    model.lenses.forEach((lens) => {
      const top = px(arc(lens.outer, SAMPLES / 2 + 10, SAMPLES - 10));
      front.push(
        `<path ${attrs({ d: smoothPath(top), fill: 'none', stroke: paint.highlight, 'stroke-opacity': 0.5, 'stroke-width': 0.35 * unit, 'stroke-linecap': 'round' })}/>`,
      );
    });
  }

  const wireFrame = model.templeMm < 2;
  for (const piece of model.endPieces) {
    const d = pathFromPoints(px(piece));
    front.push(
      wireFrame || (model.rimBands.length > 0 && model.solidBridge === null)
        ? `<path ${attrs({ d, fill: paint.metalFill, stroke: darken(paint.metalHex, 0.3), 'stroke-width': 0.15 * unit })}/>`
        : rimPath(d),
    );
  }
  for (const hinge of model.hinges) {
    front.push(
      `<path ${attrs({ d: pathFromPoints(px(hinge)), fill: darken(wireFrame ? paint.metalHex : paint.baseHex, 0.25) })}/>`,
    );
  }
  for (const { pad, arm } of model.nosePads) {
    front.push(
      `<path ${attrs({ d: smoothPath(px(arm)), fill: 'none', stroke: paint.metalHex, 'stroke-width': 0.6 * unit, 'stroke-linecap': 'round' })}/>`,
    );
    front.push(
      `<path ${attrs({ d: pathFromPoints(px(pad)), fill: paint.padFill, 'fill-opacity': 0.75, stroke: '#c3ced7', 'stroke-width': 0.2 * unit })}/>`,
    );
  }
  if (options.temples) front.push(temple(model.temples[0], false));

  return { defs: defs.join(''), back: back.join(''), front: front.join('') };
}
