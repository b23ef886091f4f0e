import type { StoredCard } from './tables';

/** A stored card with what is added at read time from live rows. */
export interface ReadCard extends StoredCard {
  inStock: boolean;
  /** The frame's total width from frame_specs, mm; null for an accessory. */
  frameWidthMm: number | null;
}
