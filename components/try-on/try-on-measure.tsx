'use client';

import dynamic from 'next/dynamic';
import { PD_TOOL_WORDS } from '@/components/fit/pd-tool/pd-tool-words';
import styles from './try-on-buy.module.css';

// The PD tool inside the try-on's own dialog, in place of the face (docs/product.md#try-on-true-size):
// one camera at a time, and no dialog over a dialog. Never drawn on the server: the landmark
// library's Node.js build wants TensorFlow's native bindings.
const PdTool = dynamic(() => import('@/components/fit/pd-tool/pd-tool').then((module) => module.PdTool), {
  ssr: false,
  loading: () => (
    <p role="status" className="visually-hidden">
      Opening the PD tool…
    </p>
  ),
});

/**
 * Measures the shopper's PD without leaving the try-on; once measured (kept on the device as
 * `oculo.fit`), the try-on sizes the frame to it.
 */
export function TryOnMeasure({ onDone }: { onDone: () => void }) {
  return (
    <section className={styles.measure} aria-labelledby="try-on-measure-title" data-testid="try-on-measure">
      <h3 id="try-on-measure-title" className={styles.measureTitle}>
        {PD_TOOL_WORDS.title}
      </h3>
      <p className={styles.size}>{PD_TOOL_WORDS.privacy}</p>
      <PdTool onUse={onDone} onClose={onDone} />
      <button
        type="button"
        className="button button-secondary"
        onClick={onDone}
        data-testid="try-on-measure-back"
      >
        Back to the try-on
      </button>
    </section>
  );
}
