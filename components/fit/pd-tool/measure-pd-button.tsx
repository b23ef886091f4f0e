'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { PdToolProps } from './pd-tool-dialog';
import { PD_TOOL_WORDS } from './pd-tool-words';

// Loaded when the shopper opens the tool: the dialog, and through it the face landmarks and their
// library, which no page carries on its first load (docs/product.md#fit). Never on the server: the
// landmark library's Node.js build wants TensorFlow's native bindings, and the camera is the
// browser's anyway.
const PdToolDialog = dynamic(() => import('./pd-tool-dialog').then((module) => module.PdToolDialog), {
  ssr: false,
  loading: () => (
    <p role="status" className="visually-hidden">
      Opening the PD tool…
    </p>
  ),
});

/**
 * "Measure my PD": opens the PD tool (docs/product.md#pd-measure) wherever a PD is asked, or
 * anywhere else (without `onUse`, the measurement is only kept on the device).
 */
export function MeasurePdButton(props: PdToolProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setOpen(true)}
        data-testid="pd-tool-open"
      >
        {PD_TOOL_WORDS.open}
      </button>
      {open ? <PdToolDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
