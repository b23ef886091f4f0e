'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { fitMeasurementOf, writeFitMeasurement } from '@/lib/client/fit-measurement';
import { recommendedFrameWidth } from '@/lib/shop/face-fit';
import { PD_RUN_MESSAGES } from '@/lib/shop/pd-run';
import { photoFaceWidth } from '@/lib/shop/photo-face-width';
import type { ReadFace } from './use-face-reader';
import { mm, PD_TOOL_WORDS } from './pd-tool-words';
import styles from './pd-tool.module.css';

type PhotoAnswer = { kind: 'width'; faceWidthMm: number } | { kind: 'problem'; message: string } | null;

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
 * The photo path (docs/product.md#fit): one photo is one frame, so it sizes the face and the frames
 * that fit it but gives no PD, and the tool says so. The photo is read on the device and dropped.
 */
export function PdPhoto({ read }: { read: ReadFace | null }) {
  const id = useId();
  const [answer, setAnswer] = useState<PhotoAnswer>(null);
  const [busy, setBusy] = useState(false);

  const take = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file || !read) return;
    setBusy(true);
    try {
      const image = await imageOf(file).catch(() => null);
      if (!image) return setAnswer({ kind: 'problem', message: PD_TOOL_WORDS.photoUnreadable });
      const reading = await read(image, { atMs: 0 });
      if (reading.kind !== 'face')
        return setAnswer({
          kind: 'problem',
          message: reading.kind === 'none' ? PD_RUN_MESSAGES.noFace : PD_RUN_MESSAGES.severalFaces,
        });
      const width = photoFaceWidth(reading.sample);
      if (!width.ok) return setAnswer({ kind: 'problem', message: width.message });
      writeFitMeasurement(fitMeasurementOf(width.faceWidthMm, new Date()));
      setAnswer({ kind: 'width', faceWidthMm: width.faceWidthMm });
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
        disabled={!read || busy}
        onChange={(event) => void take(event)}
        data-testid="pd-photo-input"
      />
      <p className={styles.note}>{PD_TOOL_WORDS.photoNoPd}</p>
      <div role="status" data-testid="pd-photo-answer">
        {answer?.kind === 'problem' ? answer.message : null}
        {answer?.kind === 'width' && widths
          ? `Face width: ${mm(answer.faceWidthMm, 0)}: frames ${widths.minMm} to ${widths.maxMm} mm wide fit you. No PD from a photo.`
          : null}
      </div>
    </div>
  );
}
