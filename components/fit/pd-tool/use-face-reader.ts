'use client';

import { useEffect, useState } from 'react';
import type { FaceInput, FaceReading, LandmarkProgress, MeasureOptions } from '@/lib/client/face-landmarks';

export type ReadFace = (input: FaceInput, options?: MeasureOptions) => Promise<FaceReading>;
/** A photo read as 60 views of its canonical picture (docs/product.md#pd-measure). */
export type ReadPhoto = (photo: HTMLImageElement) => Promise<FaceReading[]>;

export type FaceReader =
  | { state: 'loading'; progress: LandmarkProgress | null }
  | { state: 'ready'; read: ReadFace; readPhoto: ReadPhoto }
  | { state: 'failed'; message: string };

export const READER_MESSAGES = {
  failed:
    'The face measuring could not start in this browser. Please check your connection, reload the page and try again.',
} as const;

/**
 * The face landmarks, loaded when the PD tool opens and not before: the landmark layer and the
 * library behind it (its networks and WebAssembly) come by dynamic import, so no page carries them
 * on its first load (docs/product.md#fit). The progress says which part is loading.
 */
export function useFaceReader(): FaceReader {
  const [reader, setReader] = useState<FaceReader>({ state: 'loading', progress: null });
  useEffect(() => {
    let current = true;
    const load = async () => {
      try {
        const landmarks = await import('@/lib/client/face-landmarks');
        await landmarks.loadFaceLandmarks((progress) => {
          if (current) setReader({ state: 'loading', progress });
        });
        if (current)
          setReader({
            state: 'ready',
            read: landmarks.readFace,
            readPhoto: (photo) => landmarks.readPhotoViews(photo),
          });
      } catch {
        if (current) setReader({ state: 'failed', message: READER_MESSAGES.failed });
      }
    };
    void load();
    return () => {
      current = false;
    };
  }, []);
  return reader;
}
