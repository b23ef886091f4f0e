'use client';

import { useState } from 'react';
import { MEASURE_PD_ADDRESS } from '@/components/lens-flow/prescription-choice';
import { useCamera } from '@/components/try-on/use-camera';
import { fitMeasurementOf, writeFitMeasurement } from '@/lib/client/fit-measurement';
import type { CardCorners } from '@/lib/shop/face-sample';
import type { RulePrescription } from '@/lib/shop/lens-rules';
import { pdNeedsOptician } from '@/lib/shop/pd-confirm';
import type { PdMeasurement } from '@/lib/shop/pd-measure';
import type { MeasuredPd } from './measured-pd';
import { PdCamera } from './pd-camera';
import { PdCardMarker } from './pd-card-marker';
import { PdLoading } from './pd-loading';
import { PdPhoto } from './pd-photo';
import { PdResult } from './pd-result';
import { PD_TOOL_WORDS } from './pd-tool-words';
import { useFaceReader } from './use-face-reader';
import { usePdRun } from './use-pd-run';
import styles from './pd-tool.module.css';

export interface PdToolProps {
  /** The lens use chosen (its name, "Progressive" …), where the shopper is buying lenses. */
  lensUse?: string;
  /** The prescription as the lens rules read it, when one is known. */
  prescription?: RulePrescription | null;
  /** Hands the measured PD to the form that opened the tool. */
  onUse?: (pd: MeasuredPd) => void;
}

/**
 * The PD tool (docs/product.md#pd-measure): loads the face landmarks, measures 30 frames of the
 * camera, or 60 views of a photo, and shows the PD. The device keeps the face width and
 * the PD (`oculo.fit`, docs/product.md#client-state); nothing is sent. It sits in its own dialog
 * (PdToolDialog) or in another one's body (the try-on's); `onClose` ends it either way.
 */
export function PdTool({ lensUse, prescription, onUse, onClose }: PdToolProps & { onClose: () => void }) {
  const reader = useFaceReader();
  const [result, setResult] = useState<PdMeasurement | null>(null);
  const [resultFrom, setResultFrom] = useState<'camera' | 'photo'>('camera');
  const [attempt, setAttempt] = useState(0);
  // the card ruler: a still frame being marked, then the corners marked on it
  const [still, setStill] = useState<HTMLCanvasElement | null>(null);
  const [card, setCard] = useState<CardCorners | null>(null);
  // the camera's light goes off once the PD is measured
  const { videoRef, camera } = useCamera(result === null);
  const read = reader.state === 'ready' ? reader.read : null;
  const video = camera.state === 'on' && result === null && still === null ? camera.video : null;
  const measured = (measurement: PdMeasurement, from: 'camera' | 'photo') => {
    writeFitMeasurement(fitMeasurementOf(measurement.faceWidthMm, new Date(), measurement.singleMm));
    setResultFrom(from);
    setResult(measurement);
  };
  const run = usePdRun(video, read, card, attempt, (measurement) => measured(measurement, 'camera'));

  const optician =
    lensUse !== undefined || prescription
      ? (pdNeedsOptician(lensUse ?? '', prescription ?? null)?.message ?? null)
      : null;

  return (
    <>
      {reader.state === 'loading' ? <PdLoading progress={reader.progress} /> : null}
      {reader.state === 'failed' ? (
        <p role="alert" data-testid="pd-reader-failed">
          {reader.message}
        </p>
      ) : null}
      {result ? (
        <>
          <PdResult
            measurement={result}
            from={resultFrom}
            optician={optician}
            onUse={
              onUse
                ? (pd) => {
                    onUse(pd);
                    onClose();
                  }
                : undefined
            }
          />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setResult(null);
              setAttempt((count) => count + 1);
            }}
            data-testid="pd-again"
          >
            {PD_TOOL_WORDS.again}
          </button>
        </>
      ) : (
        <>
          <PdCamera
            videoRef={videoRef}
            camera={camera}
            run={run}
            onAgain={() => setAttempt((count) => count + 1)}
            onCard={() => {
              if (camera.state === 'on') setStill(stillOf(camera.video));
            }}
            withCard={card !== null}
            hidden={still !== null}
          />
          {still ? (
            <PdCardMarker
              still={still}
              onCard={(corners) => {
                setCard(corners);
                setStill(null);
              }}
              onCancel={() => setStill(null)}
            />
          ) : null}
        </>
      )}
      {result ? null : (
        <PdPhoto
          readPhoto={reader.state === 'ready' ? reader.readPhoto : null}
          onMeasured={(measurement) => measured(measurement, 'photo')}
        />
      )}
      <p className={styles.note}>
        <a href={MEASURE_PD_ADDRESS} target="_blank" rel="noopener" data-testid="pd-help">
          {PD_TOOL_WORDS.help}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </>
  );
}

/** The camera's picture now, as it took it: the still the card's corners are marked on. */
function stillOf(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return canvas;
}
