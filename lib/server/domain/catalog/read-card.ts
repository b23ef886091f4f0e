import type { StoredCard } from './tables';

/** A stored card with what is added at read time from live rows. */
export interface ReadCard extends StoredCard {
  inStock: boolean;
}
