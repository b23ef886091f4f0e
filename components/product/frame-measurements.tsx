import type { ProductDetail } from '@/lib/contract/calls/goods';
import { FitVerdict } from '@/components/catalog/fit-verdict';
import { attributeLabel, FRAME_SIZE_FROM_MM } from '@/lib/shop/frame-attributes';
import styles from './frame-measurements.module.css';

type Frame = NonNullable<ProductDetail['frame']>;

const PROGRESSIVE_ROW = 'Progressive & bifocal lenses';

/**
 * The frame's measurements and a guide to comparing them with a pair the shopper owns. An
 * eyeglasses frame also says whether progressive and bifocal lenses fit it: what the lens rule says
 * of its lens height now (docs/product.md#lens-rules), as the wizard and the Progressive-ready filter
 * decide it. Sunglasses have no such lenses, so they say nothing of them. Where the device holds a
 * face measurement, the browser adds whether the frame fits it (docs/product.md#face-fit).
 */
export function FrameMeasurements({ frame, type }: { frame: Frame; type: ProductDetail['type'] }) {
  const progressive = type === 'eyeglasses';
  const rows: [string, string][] = [
    ['Lens width', `${frame.lensWidthMm} mm`],
    ['Bridge', `${frame.bridgeMm} mm`],
    ['Temple length', `${frame.templeMm} mm`],
    ['Lens height', `${frame.lensHeightMm} mm`],
    ['Frame width', `${frame.frameWidthMm} mm`],
    ['Weight', `${frame.weightG} g`],
    ['Size', attributeLabel(frame.size)],
    ['Shape', attributeLabel(frame.shape)],
    ['Material', attributeLabel(frame.material)],
    ['Rim', attributeLabel(frame.rim)],
    ...(progressive
      ? [
          [
            PROGRESSIVE_ROW,
            frame.progressiveEligible ? 'Fit this frame' : 'Do not fit: the frame is too shallow',
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <section
      className={styles.measurements}
      aria-labelledby="measurements-title"
      data-testid="frame-measurements"
    >
      <h2 id="measurements-title">Frame measurements</h2>
      <FitVerdict frameWidthMm={frame.frameWidthMm} withRange className={styles.verdict} />
      <dl className={styles.table}>
        {rows.map(([label, value]) => (
          <div key={label} data-testid={label === PROGRESSIVE_ROW ? 'progressive-fit' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.guide}>
        <summary>Size guide</summary>
        <p>
          Look inside the temple arm of glasses that fit you well: three numbers such as{' '}
          <strong>
            {frame.lensWidthMm}□{frame.bridgeMm}-{frame.templeMm}
          </strong>{' '}
          are the lens width, the bridge and the temple length in millimetres. Frames within 2 mm of your lens
          width and bridge, and with a frame width close to your own pair&apos;s, will fit much the same.
        </p>
        <p>
          Frames under {FRAME_SIZE_FROM_MM.medium} mm wide are sized narrow, {FRAME_SIZE_FROM_MM.medium}–
          {FRAME_SIZE_FROM_MM.wide - 1} mm medium and {FRAME_SIZE_FROM_MM.wide} mm or more wide.
          {progressive &&
            (frame.progressiveEligible
              ? ' This frame is tall enough for progressive and bifocal lenses.'
              : ' This frame is too shallow for progressive and bifocal lenses; single vision, reading and non-prescription lenses fit.')}
        </p>
      </details>
    </section>
  );
}
