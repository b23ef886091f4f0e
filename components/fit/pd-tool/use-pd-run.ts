'use client';

import { useEffect, useRef, useState } from 'react';
import type { CardCorners } from '@/lib/shop/face-sample';
import { GATE_MESSAGES } from '@/lib/shop/pd-gate';
import { measurePd, MIN_SAMPLES, type PdMeasurement } from '@/lib/shop/pd-measure';
import {
  addFrame,
  PD_RUN_MESSAGES,
  PD_RUN_START,
  PD_RUN_TIME_LIMIT_MS,
  shortfallMessage,
} from '@/lib/shop/pd-run';
import { READER_MESSAGES, type ReadFace } from './use-face-reader';

export type PdRunState =
  | { state: 'waiting' }
  | { state: 'measuring'; passed: number; message: string | null }
  | { state: 'measured'; measurement: PdMeasurement }
  | { state: 'short'; message: string };

/** Lets the browser paint and run its timers between two detections. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Measures the PD on the camera's video (docs/product.md#pd-measure): reads one frame after the
 * other, gates each, and stops when 30 have passed and measurePd gives a PD, or when the time runs
 * out. The frames are read as the camera takes them (the video's picture, not its mirrored look on
 * screen), so `mirrored` is false. A card the shopper marked rides on every frame as the ruler;
 * marking a new one starts the run again, since only frames with it may be measured by it.
 * `onMeasured` hears the PD once, when it is measured.
 */
export function usePdRun(
  video: HTMLVideoElement | null,
  read: ReadFace | null,
  card: CardCorners | null,
  attempt: number,
  onMeasured: (measurement: PdMeasurement) => void,
): PdRunState {
  const tell = useRef(onMeasured);
  useEffect(() => {
    tell.current = onMeasured;
  });
  const [run, setRun] = useState<{ key: unknown; state: PdRunState } | null>(null);
  const key = video && read ? `${attempt}:${JSON.stringify(card)}` : null;

  useEffect(() => {
    if (!video || !read || key === null) return;
    let current = true;
    const started = performance.now();
    const show = (state: PdRunState) => {
      if (!current) return;
      setRun({ key, state });
      if (state.state === 'measured') tell.current(state.measurement);
    };
    const measure = async () => {
      let frames = PD_RUN_START;
      show({ state: 'measuring', passed: 0, message: null });
      while (current) {
        if (performance.now() - started > PD_RUN_TIME_LIMIT_MS) {
          const answer = measurePd(frames.samples);
          show(
            answer.ok
              ? { state: 'measured', measurement: answer }
              : { state: 'short', message: shortfallMessage(answer) },
          );
          return;
        }
        const reading = await read(video, { atMs: performance.now(), mirrored: false });
        if (!current) return;
        if (reading.kind === 'face') {
          frames = addFrame(frames, card ? { ...reading.sample, card } : reading.sample);
          if (frames.passed >= MIN_SAMPLES) {
            const answer = measurePd(frames.samples);
            if (answer.ok) {
              show({ state: 'measured', measurement: answer });
              return;
            }
          }
          const message = frames.broken ? GATE_MESSAGES[frames.broken] : null;
          show({ state: 'measuring', passed: frames.passed, message });
        } else {
          const message = reading.kind === 'none' ? PD_RUN_MESSAGES.noFace : PD_RUN_MESSAGES.severalFaces;
          show({ state: 'measuring', passed: frames.passed, message });
        }
        await nextTurn();
      }
    };
    measure().catch(() => show({ state: 'short', message: READER_MESSAGES.failed }));
    return () => {
      current = false;
    };
  }, [video, read, card, attempt, key]);

  return run && run.key === key ? run.state : { state: 'waiting' };
}
