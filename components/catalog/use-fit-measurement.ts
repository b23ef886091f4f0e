import { useSyncExternalStore } from 'react';
import { readLocalString } from '@/lib/api/local-storage';
import { fitMeasurementOfStored, type DeviceFitMeasurement } from '@/lib/client/fit-measurement';
import { FIT_MEASUREMENT_KEY, fitRangeOfMeasurement, type FitRange } from '@/lib/shop/fit-range';

/** The device's face measurement, and the frame-width range it recommends as the listings read it. */
export interface DeviceFit {
  measurement: DeviceFitMeasurement;
  /** Whole millimetres within the listings' bounds: what "Frames that fit me" asks for. */
  range: FitRange;
}

/** Another tab measuring the face (a storage event) updates every reader at once. */
function subscribe(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

const storedText = () => readLocalString(FIT_MEASUREMENT_KEY);
/**
 * The server draws no measurement: the address alone decides a listing page
 * (docs/product.md#filtered-links), and a cached page is the same for everyone (docs/product.md#fit).
 */
const noneOnServer = () => null;

// One parse per stored text for the whole page: a listing's two dozen cards read the same value.
let parsedText: string | null = null;
let parsedFit: DeviceFit | undefined;

function deviceFitOf(text: string | null): DeviceFit | undefined {
  if (text === null) return undefined;
  if (text !== parsedText) {
    parsedText = text;
    const measurement = fitMeasurementOfStored(parsed(text));
    const range = measurement ? fitRangeOfMeasurement(measurement) : undefined;
    parsedFit = measurement && range ? { measurement, range } : undefined;
  }
  return parsedFit;
}

/**
 * The device's face measurement (local storage `oculo.fit`, docs/product.md#client-state), or
 * undefined when it holds none: read by the listing's Fit filter, the frame's verdict on its page and
 * on cards, and the account's "Your fit". Undefined on the server and in the first paint after
 * hydration's first pass, so nothing of it is ever in a page's HTML.
 */
export function useFitMeasurement(): DeviceFit | undefined {
  return deviceFitOf(useSyncExternalStore(subscribe, storedText, noneOnServer));
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // not a measurement: nothing is shown of it
  }
}
