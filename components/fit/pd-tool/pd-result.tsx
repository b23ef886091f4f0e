import { recommendedFrameWidth } from '@/lib/shop/face-fit';
import { roundToHalfMm, type PdMeasurement } from '@/lib/shop/pd-measure';
import type { MeasuredPd } from './measured-pd';
import { mm, PD_TOOL_WORDS } from './pd-tool-words';
import styles from './pd-tool.module.css';

interface Props {
  measurement: PdMeasurement;
  /** The sentence saying the optician confirms the PD (docs/product.md#pd-measure), when it applies. */
  optician: string | null;
  /** Hands the PD to the form that opened the tool; absent where nothing takes a PD. */
  onUse?: (pd: MeasuredPd) => void;
  /** What was read: the camera's frames, or a photo's views. */
  from?: 'camera' | 'photo';
}

/**
 * A measured PD as the shopper reads it (docs/product.md#pd-measure): to the half millimetre with
 * its uncertainty, each eye's and how it was split, the ruler, and the face width with the frame
 * widths that fit it (docs/product.md#face-fit).
 */
export function PdResult({ measurement, optician, onUse, from = 'camera' }: Props) {
  const pd: MeasuredPd = {
    singleMm: roundToHalfMm(measurement.singleMm),
    dualMm: { od: roundToHalfMm(measurement.dualMm.od), os: roundToHalfMm(measurement.dualMm.os) },
  };
  const widths = recommendedFrameWidth(measurement.faceWidthMm);
  return (
    <div className={styles.result} data-testid="pd-result">
      <p className={styles.pd}>
        Your PD: <strong data-testid="pd-result-single">{mm(pd.singleMm)}</strong>{' '}
        <span data-testid="pd-result-uncertainty">± {mm(measurement.uncertaintyMm)}</span>
      </p>
      <dl className={styles.facts}>
        <dt>Each eye</dt>
        <dd data-testid="pd-result-dual">
          right {mm(pd.dualMm.od)}, left {mm(pd.dualMm.os)}: {PD_TOOL_WORDS.split[measurement.dualFrom]}
        </dd>
        <dt>Measured with</dt>
        <dd data-testid="pd-result-ruler">
          {PD_TOOL_WORDS.ruler[measurement.ruler]}, {PD_TOOL_WORDS.readings[from](measurement.samplesUsed)}
        </dd>
        <dt>Face width</dt>
        <dd data-testid="pd-result-face">
          {mm(measurement.faceWidthMm, 0)}: frames {widths.minMm} to {widths.maxMm} mm wide fit you
        </dd>
      </dl>
      {optician ? (
        <p className={styles.optician} data-testid="pd-result-optician">
          {optician}
        </p>
      ) : null}
      {onUse ? (
        <button type="button" className="button" onClick={() => onUse(pd)} data-testid="pd-use">
          {PD_TOOL_WORDS.use}
        </button>
      ) : null}
    </div>
  );
}
