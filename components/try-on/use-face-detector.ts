'use client';

import { useEffect, useState } from 'react';
import { loadFaceDetector, type FaceDetector } from './face-detector';

type DetectorState = { state: 'loading' } | { state: 'ready'; detector: FaceDetector } | { state: 'failed' };

/** Loads face-api, its backend and the two networks when the try-on opens. */
export function useFaceDetector(): DetectorState {
  const [detector, setDetector] = useState<DetectorState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    loadFaceDetector()
      .then((loaded) => current && setDetector({ state: 'ready', detector: loaded }))
      .catch(() => current && setDetector({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, []);
  return detector;
}
