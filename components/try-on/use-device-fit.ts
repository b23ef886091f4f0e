import { useMemo, useSyncExternalStore } from 'react';
import { readLocalString } from '@/lib/api/local-storage';
import { readFitMeasurement, type DeviceFitMeasurement } from '@/lib/client/fit-measurement';
import { FIT_MEASUREMENT_KEY, fitRangeOfMeasurement, type FitRange } from '@/lib/shop/frame-size-filters';

/** A measurement taken in this tab or another (a storage event) resizes the try-on at once. */
function subscribe(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

const storedText = () => readLocalString(FIT_MEASUREMENT_KEY);
const noneOnServer = () => null;

export interface DeviceFit {
  measurement: DeviceFitMeasurement | null;
  /** The frame widths that fit, as the listing's API takes them (whole mm within its bounds). */
  range: FitRange | undefined;
}

/**
 * The device's face measurement for the try-on (local storage `oculo.fit`,
 * docs/product.md#client-state): its PD sizes the frame, its range gives the verdict and the frames
 * that fit. Read again only when the stored text changes.
 */
export function useDeviceFit(): DeviceFit {
  const text = useSyncExternalStore(subscribe, storedText, noneOnServer);
  return useMemo(() => {
    if (text === null) return { measurement: null, range: undefined };
    const measurement = readFitMeasurement();
    return {
      measurement,
      range: measurement
        ? fitRangeOfMeasurement({
            frameWidthMin: measurement.frameWidthMin,
            frameWidthMax: measurement.frameWidthMax,
          })
        : undefined,
    };
  }, [text]);
}
