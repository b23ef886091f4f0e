'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FaceFinding } from '@/lib/try-on/face-detection';
import { placeFrameOnFace } from '@/lib/try-on/frame-on-face';
import { smoothPlacement, type FramePlacement } from '@/lib/try-on/frame-placement';
import { drawTryOn, faceSize, frameAspect } from './draw-try-on';
import type { FaceDetector } from './face-detector';
import styles from './try-on.module.css';

export type FaceSource =
  { kind: 'photo'; image: HTMLImageElement } | { kind: 'camera'; video: HTMLVideoElement };

/** What the stage shows, for the message under it and for tests (data-state). */
export type StageState = 'waiting' | 'detecting' | 'placed' | 'no-face' | 'several';

interface Props {
  face: FaceSource | null;
  detector: FaceDetector | null;
  frameImage: HTMLImageElement | null;
  frameWidthMm: number;
  /** The PD the face's scale is read from: the shopper's measured one or the adult mean. */
  pdMm: number;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onFinding: (finding: FaceFinding | null) => void;
  label: string;
}

const stateOf = (finding: FaceFinding | null): StageState =>
  !finding
    ? 'detecting'
    : finding.kind === 'face'
      ? 'placed'
      : finding.kind === 'none'
        ? 'no-face'
        : 'several';

/** Written on the stage for the browser suite: where the frame went, in picture pixels. */
function describe(placement: FramePlacement | null): string {
  if (!placement) return '';
  const round = (value: number) => Math.round(value * 10) / 10;
  return JSON.stringify({
    x: round(placement.centre.x),
    y: round(placement.centre.y),
    width: round(placement.width),
    angle: round(placement.angleDeg),
    yaw: round(placement.yawDeg),
  });
}

/**
 * The try-on picture: the face with the frame placed from its landmarks at its true size
 * (docs/product.md#try-on-true-size). A photo is
 * detected once; live video is detected frame after frame and painted on every animation frame,
 * so the frame follows the face.
 */
export function TryOnStage({
  face,
  detector,
  frameImage,
  frameWidthMm,
  pdMm,
  canvasRef,
  onFinding,
  label,
}: Props) {
  // the last finding with the picture it belongs to: a new picture starts without one
  const [found, setFound] = useState<{
    source: HTMLImageElement | HTMLVideoElement;
    finding: FaceFinding;
  } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef({ frameImage, frameWidthMm, pdMm });
  const onFindingRef = useRef(onFinding);

  useEffect(() => {
    frameRef.current = { frameImage, frameWidthMm, pdMm };
    onFindingRef.current = onFinding;
  });

  const photo = face?.kind === 'photo' ? face.image : null;
  const video = face?.kind === 'camera' ? face.video : null;
  const source = photo ?? video;
  const finding = found && found.source === source ? found.finding : null;

  // A photo: found once, then repainted whenever the frame or its colour changes.
  useEffect(() => {
    if (!photo || !detector) return;
    let current = true;
    const report = (finding: FaceFinding) => {
      if (!current) return;
      setFound({ source: photo, finding });
      onFindingRef.current(finding);
    };
    detector
      .find(photo)
      .then(report)
      .catch(() => report({ kind: 'none' }));
    return () => {
      current = false;
    };
  }, [photo, detector]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!photo || !canvas) return;
    const placement =
      finding?.kind === 'face'
        ? placeFrameOnFace(finding.points, { widthMm: frameWidthMm, aspect: frameAspect(frameImage) }, pdMm)
        : null;
    drawTryOn(canvas, photo, faceSize(photo), frameImage, placement);
    stageRef.current?.setAttribute('data-placement', describe(placement));
  }, [photo, finding, frameImage, frameWidthMm, pdMm, canvasRef]);

  // Live video: one loop detects as fast as the detector answers, another paints every frame.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!video || !detector || !canvas) return;
    let running = true;
    let placement: FramePlacement | null = null;
    let lastKind: FaceFinding['kind'] | null = null;

    const detect = async () => {
      while (running) {
        if (video.readyState >= 2) {
          const found = await detector.find(video).catch((): FaceFinding => ({ kind: 'none' }));
          if (!running) return;
          const { frameImage: image, frameWidthMm: widthMm, pdMm: pd } = frameRef.current;
          placement =
            found.kind === 'face'
              ? smoothPlacement(
                  placement,
                  placeFrameOnFace(found.points, { widthMm, aspect: frameAspect(image) }, pd),
                )
              : null;
          stageRef.current?.setAttribute('data-placement', describe(placement));
          if (found.kind !== lastKind) {
            lastKind = found.kind;
            setFound({ source: video, finding: found });
            onFindingRef.current(found);
          }
        }
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    };
    let painting = 0;
    const paint = () => {
      const size = faceSize(video);
      if (size.width > 0) drawTryOn(canvas, video, size, frameRef.current.frameImage, placement);
      painting = requestAnimationFrame(paint);
    };
    void detect();
    painting = requestAnimationFrame(paint);
    return () => {
      running = false;
      cancelAnimationFrame(painting);
    };
  }, [video, detector, canvasRef]);

  const state: StageState = face ? (detector ? stateOf(finding) : 'detecting') : 'waiting';
  return (
    <div
      ref={stageRef}
      className={styles.stage}
      data-state={state}
      data-source={face?.kind ?? ''}
      data-backend={detector?.backend ?? ''}
      data-testid="try-on-stage"
    >
      <canvas
        ref={canvasRef}
        className={face?.kind === 'camera' ? styles.mirrored : styles.picture}
        role="img"
        aria-label={label}
        hidden={!face}
      />
    </div>
  );
}
