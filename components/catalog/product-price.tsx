import { Price } from './price';
import styles from './product-price.module.css';

/** List price, or the flash-sale price with the list price struck through. */
export function ProductPrice({
  priceCents,
  salePriceCents,
}: {
  priceCents: number;
  salePriceCents: number | null;
}) {
  if (salePriceCents === null) {
    return (
      <p className={styles.price}>
        <Price cents={priceCents} />
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <Price cents={salePriceCents} className={styles.sale} />
      <s className={styles.was} aria-label="Was">
        <Price cents={priceCents} />
      </s>
    </p>
  );
}
