import type { RefObject } from 'react';
import type { CameraState } from '@/components/try-on/use-camera';
import { MIN_SAMPLES } from '@/lib/shop/pd-measure';
import { PD_RUN_MESSAGES } from '@/lib/shop/pd-run';
import type { PdRunState } from './use-pd-run';
import { PD_TOOL_WORDS } from './pd-tool-words';
import styles from './pd-tool.module.css';

interface Props {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  run: PdRunState;
  onAgain: () => void;
  /** "I have a bank card": mark the card on a still frame (docs/product.md#pd-measure). */
  onCard: () => void;
  /** Measuring with a card the shopper marked. */
  withCard: boolean;
  /** Kept in the page while the card is marked, so the camera's video goes on playing. */
  hidden: boolean;
}

/**
 * The camera measuring (docs/product.md#pd-measure): the video as a mirror shows it, how many of
 * the 30 frames have passed, and the gate's words for the rule the latest frame broke.
 */
export function PdCamera({ videoRef, camera, run, onAgain, onCard, withCard, hidden }: Props) {
  const passed = run.state === 'measuring' ? run.passed : 0;
  return (
    <div className={styles.camera} hidden={hidden} data-testid="pd-camera" data-state={run.state}>
      <video ref={videoRef} className={styles.video} muted playsInline aria-label="Your camera" />
      {camera.state === 'failed' ? (
        <p role="alert" data-testid="pd-camera-failed">
          {camera.message}
        </p>
      ) : run.state === 'short' ? (
        <div role="alert" className={styles.short}>
          <p data-testid="pd-short">{run.message}</p>
          <button type="button" className="button button-secondary" onClick={onAgain} data-testid="pd-again">
            {PD_TOOL_WORDS.again}
          </button>
        </div>
      ) : (
        <div className={styles.progress}>
          <p className={styles.note}>{PD_TOOL_WORDS.holdUp}</p>
          <progress max={MIN_SAMPLES} value={passed} aria-label="Frames measured" />
          <p role="status" data-testid="pd-progress">
            {PD_RUN_MESSAGES.progress(passed, MIN_SAMPLES)}
          </p>
          <p aria-live="polite" className={styles.gate} data-testid="pd-gate-message">
            {run.state === 'measuring' ? (run.message ?? '') : ''}
          </p>
          {withCard ? (
            <p className={styles.note} data-testid="pd-card-on">
              Measuring with your card: keep it flat against your forehead.
            </p>
          ) : camera.state === 'on' ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={onCard}
              data-testid="pd-card-open"
            >
              I have a bank card
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
