'use client';

import { useEffect, useRef, useState } from 'react';
import { cameraMessage } from '@/lib/try-on/messages';

export type CameraState =
  | { state: 'off' }
  | { state: 'starting' }
  | { state: 'on'; video: HTMLVideoElement }
  | { state: 'failed'; message: string };

type Outcome = Exclude<CameraState, { state: 'off' } | { state: 'starting' }>;

/** What the try-on asks of the camera: the front camera, about 640 × 480, which detection keeps up with. */
const CAMERA_REQUEST: MediaStreamConstraints = {
  video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
  audio: false,
};

/**
 * The shopper's camera playing into a video element while `wanted`; stopped (the light goes off) as
 * soon as it is not wanted or the try-on closes. The picture never leaves the browser unless the
 * shopper saves it (docs/product.md#privacy).
 */
export function useCamera(wanted: boolean): {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  camera: CameraState;
} {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!wanted || !video) return;
    let stream: MediaStream | null = null;
    let current = true;
    const start = async () => {
      try {
        // no camera API at all: an old browser, or a page not served over HTTPS
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error('No camera API'), { name: 'NotFoundError' });
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_REQUEST);
        if (!current) return;
        video.srcObject = stream;
        await video.play();
        if (current) setOutcome({ state: 'on', video });
      } catch (error) {
        if (current) setOutcome({ state: 'failed', message: cameraMessage(error) });
      }
    };
    void start();
    return () => {
      current = false;
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
      setOutcome(null);
    };
  }, [wanted]);

  const camera: CameraState = !wanted ? { state: 'off' } : (outcome ?? { state: 'starting' });
  return { videoRef, camera };
}
