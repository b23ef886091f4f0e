import { useEffect, useRef, type RefObject } from 'react';
import { focusablesIn, keepTabInside } from './focus-trap';

interface ModalLayerOptions {
  /** What gets focus when the layer opens; the layer's first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back when it closes; what had focus before it opened otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal layer while `open` (WAI-ARIA dialog pattern): focus moves in and Tab stays inside,
 * Escape closes it, the page behind does not scroll, and focus returns to the opener on close.
 */
export function useModalLayer(
  open: boolean,
  layerRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  { initialFocus, returnFocus }: ModalLayerOptions = {},
): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener =
      returnFocus?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const layer = layerRef.current;
    if (layer) (initialFocus?.current ?? focusablesIn(layer)[0] ?? layer).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (layerRef.current) {
        keepTabInside(event, layerRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, layerRef, initialFocus, returnFocus]);
}
