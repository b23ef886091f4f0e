'use client';

import { lazy, Suspense, useState } from 'react';
import type { PdToolProps } from './pd-tool-dialog';
import { PD_TOOL_WORDS } from './pd-tool-words';

// Loaded when the shopper opens the tool: the dialog, and through it the face landmarks and their
// library, which no page carries on its first load (docs/product.md#fit).
const PdToolDialog = lazy(() =>
  import('./pd-tool-dialog').then((module) => ({ default: module.PdToolDialog })),
);

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
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="visually-hidden">
              Opening the PD tool…
            </p>
          }
        >
          <PdToolDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
