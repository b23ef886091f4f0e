'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { fitMeasurementOf, writeFitMeasurement } from '@/lib/client/fit-measurement';
import type { FaceSample } from '@/lib/shop/face-sample';
import { recommendedFrameWidth } from '@/lib/shop/face-fit';
import { GATE_MESSAGES } from '@/lib/shop/pd-gate';
import { measurePd, type PdMeasurement } from '@/lib/shop/pd-measure';
import { PD_RUN_MESSAGES } from '@/lib/shop/pd-run';
import { photoFaceWidth } from '@/lib/shop/photo-face-width';
import type { ReadPhoto } from './use-face-reader';
import { mm, PD_TOOL_WORDS } from './pd-tool-words';
import styles from './pd-tool.module.css';

type PhotoAnswer =
  { kind: 'width'; faceWidthMm: number; noPd: string } | { kind: 'problem'; message: string } | null;

async function imageOf(file: File): Promise<HTMLImageElement> {
  const address = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = address;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(address);
  }
}

/**
 * The photo path (docs/product.md#pd-measure): the photo is drawn level and at one size, read as 60
 * views, each cut a little differently and taken back to the photo's pixels, and they go through the camera's gate, ruler and median (nothing moves in a photo, so
 * "Hold still" is not asked). A PD goes to `onMeasured`, shown as the camera's is; a photo that gives
 * none still sizes the face, and the tool says why it gave no PD. The photo is read on the device and
 * dropped.
 */
export function PdPhoto({
  readPhoto,
  onMeasured,
}: {
  readPhoto: ReadPhoto | null;
  onMeasured: (measurement: PdMeasurement) => void;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<PhotoAnswer>(null);
  const [busy, setBusy] = useState(false);

  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !readPhoto) return;
    setBusy(true);
    try {
      const image = await imageOf(file).catch(() => null);
      if (!image) return setAnswer({ kind: 'problem', message: PD_TOOL_WORDS.photoUnreadable });
      const readings = await readPhoto(image);
      const faces = readings.flatMap((reading) => (reading.kind === 'face' ? [reading.sample] : []));
      const [first] = faces;
      if (!first)
        return setAnswer({
          kind: 'problem',
          message: readings.some((reading) => reading.kind === 'several')
            ? PD_RUN_MESSAGES.severalFaces
            : PD_RUN_MESSAGES.noFace,
        });
      const measurement = measurePd(faces, { still: true });
      if (measurement.ok) return onMeasured(measurement);
      setAnswer(faceWidthOnly(first, measurement.mostFailed));
    } finally {
      setBusy(false);
    }
  };

  const widths = answer?.kind === 'width' ? recommendedFrameWidth(answer.faceWidthMm) : null;
  return (
    <div className={styles.photo}>
      <label htmlFor={`${id}-photo`}>{PD_TOOL_WORDS.photoLabel}</label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={!readPhoto || busy}
        onChange={(event) => void take(event)}
        data-testid="pd-photo-input"
      />
      <p className={styles.note}>{PD_TOOL_WORDS.photoHow}</p>
      <div role="status" data-testid="pd-photo-answer">
        {busy ? PD_TOOL_WORDS.photoReading : null}
        {answer?.kind === 'problem' ? answer.message : null}
        {answer?.kind === 'width' && widths
          ? `Face width: ${mm(answer.faceWidthMm, 0)}: frames ${widths.minMm} to ${widths.maxMm} mm wide fit you. ${answer.noPd}`
          : null}
      </div>
    </div>
  );
}

/** A photo that gave no PD: the face width if its first view passes the gate, and why no PD. */
function faceWidthOnly(sample: FaceSample, mostFailed: keyof typeof GATE_MESSAGES | null): PhotoAnswer {
  const width = photoFaceWidth(sample);
  if (!width.ok) return { kind: 'problem', message: PD_TOOL_WORDS.photoNoPd(width.message) };
  writeFitMeasurement(fitMeasurementOf(width.faceWidthMm, new Date()));
  const reason = mostFailed ? GATE_MESSAGES[mostFailed] : PD_RUN_MESSAGES.noFace;
  return { kind: 'width', faceWidthMm: width.faceWidthMm, noPd: PD_TOOL_WORDS.photoNoPd(reason) };
}
