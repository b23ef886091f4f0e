import { buildFrameModel, type FrameGeometryInput } from './frame-model';
import { framePaint } from './frame-paint';
import { renderFrame } from './frame-render';
import { attrs, escapeXml, idPrefix, num } from './svg';

/** What a frame drawing needs: the geometry plus its colour and, for sunglasses, the lens tint. */
export interface FrameDrawingInput extends FrameGeometryInput {
  colorHex: string;
  lensTintHex?: string | null;
  colorFamily?: string | null;
  /** Accessible title, e.g. "Harper in Matte Black". */
  title?: string;
}

export const FRONT_IMAGE = { width: 600, height: 300 } as const;

function drawingId(kind: string, input: FrameDrawingInput): string {
  return idPrefix(
    [
      kind,
      input.shape,
      input.rim,
      input.material,
      input.colorHex,
      input.lensTintHex ?? '',
      input.lensWidthMm,
      input.bridgeMm,
      input.lensHeightMm,
      input.frameWidthMm ?? '',
    ].join('|'),
  );
}

export { drawingId as frameDrawingId };

/**
 * The transparent front view used on product cards and as the try-on overlay. The viewBox is
 * in millimetres and exactly as wide as the frame, so 1 viewBox unit = 1 mm and the drawing
 * spans the full frame width (data-px-per-mm gives the scale at the intrinsic 600 px width).
 * The lens centres sit on the eye line at data-eye-line-mm.
 */
export function drawFrameFront(input: FrameDrawingInput): string {
  const model = buildFrameModel(input);
  const W = model.widthMm;
  const H = W / 2;
  const eyeLine = H / 2;
  const id = drawingId('front', input);
  const paint = framePaint({
    id,
    colorHex: input.colorHex,
    material: input.material,
    colorFamily: input.colorFamily,
    lensTintHex: input.lensTintHex,
    unitsPerMm: 1,
  });
  const layers = renderFrame(model, paint, (p) => ({ x: p.x + W / 2, y: p.y + eyeLine }), {
    id,
    unit: 1,
    temples: false,
  });
  const [left, right] = model.lenses;
  const title = input.title ?? `${input.shape} frame, front view`;
  const root = attrs({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${num(W)} ${num(H)}`,
    width: FRONT_IMAGE.width,
    height: FRONT_IMAGE.height,
    role: 'img',
    'aria-label': title,
    'data-units': 'mm',
    'data-frame-width-mm': W,
    'data-lens-width-mm': input.lensWidthMm,
    'data-bridge-mm': input.bridgeMm,
    'data-lens-height-mm': input.lensHeightMm,
    'data-temple-mm': input.templeMm,
    'data-px-per-mm': FRONT_IMAGE.width / W,
    'data-eye-line-mm': eyeLine,
    'data-lens-centers-mm': `${num(left.center.x + W / 2)} ${num(right.center.x + W / 2)}`,
  });
  return [
    `<svg ${root}>`,
    `<title>${escapeXml(title)}</title>`,
    `<desc>Scale: 1 unit = 1 mm; the drawing is ${num(W)} mm wide (the frame width), ${num(FRONT_IMAGE.width / W)} px per mm at ${FRONT_IMAGE.width} px. Lens centres on y = ${num(eyeLine)}.</desc>`,
    `<defs>${paint.defs}${layers.defs}</defs>`,
    layers.back,
    layers.front,
    '</svg>',
  ].join('');
}
