'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { AccountDialog } from '@/components/account/ui/account-dialog';
import { useFitMeasurement } from '@/components/catalog/use-fit-measurement';
import { setTryOn, shopStore, useShopState, type ShopState } from '@/lib/client/store';
import type { FaceFinding } from '@/lib/try-on/face-detection';
import { findingMessage, TRY_ON_MESSAGES } from '@/lib/try-on/messages';
import { tryOnSizing } from '@/lib/try-on/true-size';
import { FacePhotoPicker } from './face-photo-picker';
import { FrameBar } from './frame-bar';
import { FramesThatFit } from './frames-that-fit';
import { hasUsableCamera } from './has-camera';
import { SavedFaces } from './saved-faces';
import { SaveFace } from './save-face';
import { captureVideoFrame, downloadSnapshot } from './snapshot';
import { TryOnBuy } from './try-on-buy';
import { TryOnCompare } from './try-on-compare';
import { tabIdOf, TryOnModeTabs, type TryOnMode } from './try-on-mode-tabs';
import { TryOnMeasure } from './try-on-measure';
import { TryOnSizing } from './try-on-sizing';
import { TryOnStage, type FaceSource } from './try-on-stage';
import { useCamera } from './use-camera';
import { useFaceDetector } from './use-face-detector';
import { useLoadedImage } from './use-loaded-image';
import { useTryOnFrames } from './use-try-on-frames';
import styles from './try-on.module.css';

const selectFaceUrl = (state: ShopState) => state.tryOnImg;

/**
 * The face picture stays for the page's life (tryOnImg, docs/product.md#client-state), so reopening
 * the try-on keeps it.
 */
function showFacePhoto(url: string): void {
  const previous = shopStore.getState().tryOnImg;
  if (previous.startsWith('blob:') && previous !== url) URL.revokeObjectURL(previous);
  setTryOn({ tryOnImg: url });
}

interface Props {
  initialCode: string;
  initialSku: string;
  onClose: () => void;
}

/**
 * The virtual try-on: the shopper's face from a photo, the camera or a saved face, with
 * the chosen frame placed on it at its true size; colours, other frames and the frames that fit
 * switch without closing; pictures are kept side by side to compare; the frame is bought from here
 * (docs/product.md#try-on-true-size); a snapshot downloads the picture. Detection runs in this browser: no face leaves it unless saved. It opens on the
 * camera, as its button promises, when the device has one and no face photo is on screen yet;
 * otherwise on the photo tab (docs/product.md#try-on-camera-first).
 */
export function TryOnDialog({ initialCode, initialSku, onClose }: Props) {
  const detector = useFaceDetector();
  const frames = useTryOnFrames(initialCode, initialSku);
  const faceUrl = useShopState(selectFaceUrl);
  const [mode, setMode] = useState<TryOnMode>('photo');
  // Once the shopper picks a tab or a face, the camera check arriving late changes nothing.
  const chosen = useRef(false);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const [faceSaved, setFaceSaved] = useState(false);
  const [finding, setFinding] = useState<FaceFinding | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Measuring the PD takes the try-on's place, and the camera with it (docs/product.md#try-on-true-size).
  const [measuring, setMeasuring] = useState(false);
  const { videoRef, camera } = useCamera(mode === 'camera' && !measuring);
  const photo = useLoadedImage(mode === 'photo' && faceUrl ? faceUrl : null);
  const overlay = useLoadedImage(frames.frame?.frontUrl ?? null);
  // the device's face measurement: its PD sizes the frame, its range gives the verdict and the frames that fit
  const fit = useFitMeasurement();
  const measurement = fit?.measurement ?? null;
  const sizing = tryOnSizing(measurement);

  const face: FaceSource | null =
    mode === 'camera' && camera.state === 'on'
      ? { kind: 'camera', video: camera.video }
      : mode === 'photo' && photo.image
        ? { kind: 'photo', image: photo.image }
        : null;

  useEffect(() => {
    if (shopStore.getState().tryOnImg) return;
    let current = true;
    void hasUsableCamera().then((usable) => {
      if (current && usable && !chosen.current) setMode('camera');
    });
    return () => {
      current = false;
    };
  }, []);

  const showPhoto = (url: string, saved: boolean) => {
    chosen.current = true;
    showFacePhoto(url);
    setFaceSaved(saved);
    setFinding(null);
    setMode('photo');
  };

  const message =
    detector.state === 'failed'
      ? TRY_ON_MESSAGES.detectorFailed
      : mode === 'camera' && camera.state === 'failed'
        ? camera.message
        : mode === 'photo' && photo.failed
          ? TRY_ON_MESSAGES.photoUnreadable
          : face && finding
            ? findingMessage(finding)
            : null;

  const liveVideo = face?.kind === 'camera' ? face.video : null;
  const savePhoto = liveVideo
    ? () => captureVideoFrame(liveVideo)
    : mode === 'photo' && faceUrl && !faceSaved
      ? async () => (await fetch(faceUrl)).blob()
      : null;

  const title = frames.frame ? `Try on ${frames.frame.product.name}` : 'Virtual try-on';
  return (
    <AccountDialog title={title} onClose={onClose} testId="try-on" size="wide">
      {frames.frame ? (
        <>
          <FrameBar
            frame={frames.frame}
            canStep={frames.canStep}
            onStep={frames.step}
            onColour={frames.chooseColour}
            onLeave={onClose}
          />
          <TryOnBuy frame={frames.frame} measurement={measurement} onLeave={onClose} />
        </>
      ) : (
        <p role={frames.failed ? 'alert' : 'status'}>
          {frames.failed ? 'This frame could not be loaded. Please try again.' : 'Loading the frame…'}
        </p>
      )}

      {measuring ? (
        <TryOnMeasure onDone={() => setMeasuring(false)} />
      ) : (
        <TryOnModeTabs
          baseId={tabsId}
          panelId={panelId}
          mode={mode}
          onChoose={(next) => {
            chosen.current = true;
            // The tab already showing keeps its face and what was found on it.
            if (next === mode) return;
            setFinding(null);
            setMode(next);
          }}
        />
      )}

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabIdOf(tabsId, mode)}
        tabIndex={0}
        className={styles.panel}
        hidden={measuring}
        data-testid="try-on-panel"
      >
        {mode === 'photo' && (
          <FacePhotoPicker onPicked={(jpeg) => showPhoto(URL.createObjectURL(jpeg), false)} />
        )}
        {mode === 'saved' && <SavedFaces onUse={(url) => showPhoto(url, true)} />}
        {/* the camera plays here unseen; the stage paints its pictures with the frame on them */}
        <video ref={videoRef} className={styles.video} muted playsInline aria-hidden="true" />

        <TryOnCompare
          canvasRef={canvasRef}
          frame={
            frames.frame && {
              name: frames.frame.product.name,
              colorName: frames.frame.variant.colorName,
              widthMm: frames.frame.widthMm,
            }
          }
          canKeep={face !== null && finding?.kind === 'face'}
          mirrored={face?.kind === 'camera'}
          active={face !== null}
        >
          <TryOnStage
            face={face}
            detector={detector.state === 'ready' ? detector.detector : null}
            frameImage={overlay.image}
            frameWidthMm={frames.frame?.widthMm ?? 0}
            pdMm={sizing.pdMm}
            canvasRef={canvasRef}
            onFinding={setFinding}
            label={
              frames.frame
                ? `Your face wearing ${frames.frame.product.name} in ${frames.frame.variant.colorName}`
                : 'Your face'
            }
          />
          <TryOnStatus
            message={message}
            busy={face !== null && (detector.state === 'loading' || finding === null)}
            starting={mode === 'camera' && camera.state === 'starting'}
          />
          {face && <TryOnSizing sizing={sizing} onMeasure={() => setMeasuring(true)} />}
        </TryOnCompare>
        {face && (
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={finding?.kind !== 'face'}
              onClick={() => {
                const canvas = canvasRef.current;
                if (canvas)
                  void downloadSnapshot(canvas, `oculo-try-on-${frames.frame?.product.code ?? 'frame'}.jpg`);
              }}
              data-testid="try-on-snapshot"
            >
              Download a snapshot
            </button>
            <SaveFace key={faceUrl} photo={savePhoto} onSaved={() => setFaceSaved(true)} />
          </div>
        )}

        {frames.frame && (
          <FramesThatFit
            kind={frames.frame.product.type === 'sunglasses' ? 'sunglasses' : 'eyeglasses'}
            range={fit?.range}
            currentCode={frames.frame.product.code}
            onChoose={frames.switchTo}
          />
        )}
      </div>
    </AccountDialog>
  );
}

function TryOnStatus({
  message,
  busy,
  starting,
}: {
  message: string | null;
  busy: boolean;
  starting: boolean;
}) {
  if (message) {
    return (
      <p role="alert" className={styles.error} data-testid="try-on-message">
        {message}
      </p>
    );
  }
  if (starting || busy) {
    return (
      <p role="status" className={styles.hint}>
        {starting ? 'Starting your camera…' : 'Finding your face…'}
      </p>
    );
  }
  return null;
}
