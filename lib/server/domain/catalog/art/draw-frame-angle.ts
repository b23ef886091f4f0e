import { frameDrawingId, type FrameDrawingInput } from './draw-frame-front';
import { buildFrameModel, type Point3 } from './frame-model';
import { framePaint } from './frame-paint';
import { renderFrame } from './frame-render';
import { attrs, escapeXml, radialGradient } from './svg';

export const ANGLE_IMAGE = { width: 600, height: 400 } as const;

const YAW = (32 * Math.PI) / 180;
const PITCH = (7 * Math.PI) / 180;
const CAMERA_MM = 700;

/** Turns the frame a third towards the viewer and looks at it from slightly above. */
function perspective(p: Point3) {
  const x1 = p.x * Math.cos(YAW) + p.z * Math.sin(YAW);
  const z1 = -p.x * Math.sin(YAW) + p.z * Math.cos(YAW);
  const y2 = p.y * Math.cos(PITCH) + z1 * Math.sin(PITCH);
  const z2 = z1 * Math.cos(PITCH) - p.y * Math.sin(PITCH);
  const s = CAMERA_MM / (CAMERA_MM - z2);
  return { x: x1 * s, y: y2 * s };
}

/** A three-quarter product shot on a soft studio background, with a temple arm in view. */
export function drawFrameAngle(input: FrameDrawingInput): string {
  const model = buildFrameModel(input);
  const id = frameDrawingId('angle', input);
  const everything: Point3[] = [
    ...model.lenses.flatMap((lens) => lens.outer),
    ...model.temples.flat(),
    ...model.endPieces.flat(),
  ];
  const raw = everything.map(perspective);
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(520 / (maxX - minX), 250 / (maxY - minY));
  const offsetX = ANGLE_IMAGE.width / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = 180 - ((minY + maxY) / 2) * scale;
  const project = (p: Point3) => {
    const q = perspective(p);
    return { x: q.x * scale + offsetX, y: q.y * scale + offsetY };
  };
  const paint = framePaint({
    id,
    colorHex: input.colorHex,
    material: input.material,
    colorFamily: input.colorFamily,
    lensTintHex: input.lensTintHex,
    unitsPerMm: scale,
  });
  const layers = renderFrame(model, paint, project, { id, unit: scale, temples: true });
  const floorY = maxY * scale + offsetY + 26;
  const title = input.title ?? `${input.shape} frame, three-quarter view`;
  return [
    `<svg ${attrs({ xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${ANGLE_IMAGE.width} ${ANGLE_IMAGE.height}`, width: ANGLE_IMAGE.width, height: ANGLE_IMAGE.height, role: 'img', 'aria-label': title })}>`,
    `<title>${escapeXml(title)}</title>`,
    '<defs>',
    radialGradient(
      `${id}-bg`,
      [
        [0, '#ffffff'],
        [0.7, '#f3f5f7'],
        [1, '#e6eaee'],
      ],
      { cx: 0.5, cy: 0.42, r: 0.75 },
    ),
    radialGradient(`${id}-shadow`, [
      [0, '#1c2430', 0.22],
      [0.6, '#1c2430', 0.08],
      [1, '#1c2430', 0],
    ]),
    paint.defs,
    layers.defs,
    '</defs>',
    `<rect width="${ANGLE_IMAGE.width}" height="${ANGLE_IMAGE.height}" fill="url(#${id}-bg)"/>`,
    `<ellipse ${attrs({ cx: ANGLE_IMAGE.width / 2 + 20, cy: Math.min(floorY, 372), rx: 250, ry: 20, fill: `url(#${id}-shadow)` })}/>`,
    layers.back,
    layers.front,
    '</svg>',
  ].join('');
}
