import { useMemo, useSyncExternalStore } from 'react';
import { readLocalString } from '@/lib/api/local-storage';
import { FIT_MEASUREMENT_KEY, fitRangeOfMeasurement, type FitRange } from '@/lib/shop/frame-size-filters';

/** Another tab measuring the face (a storage event) updates the listing's offer at once. */
function subscribe(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

const storedText = () => readLocalString(FIT_MEASUREMENT_KEY);
/** The server draws no measurement: the address alone decides a listing page (docs/product.md#filtered-links). */
const noneOnServer = () => null;

/**
 * The frame-width range the device's face measurement recommends (local storage `oculo.fit`,
 * docs/product.md#client-state), or undefined when the device holds none. The stored text is the
 * snapshot, so the range is parsed again only when it changes.
 */
export function useFitMeasurement(): FitRange | undefined {
  const text = useSyncExternalStore(subscribe, storedText, noneOnServer);
  return useMemo(() => (text === null ? undefined : fitRangeOfMeasurement(parsed(text))), [text]);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // not a measurement: the listing offers to measure the face instead
  }
}
