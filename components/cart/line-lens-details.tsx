import type { ReactNode } from 'react';
import type { LineLens } from '@/lib/contract/calls/cart';
import { lensGroupLabel, shownGroupLabel } from '@/lib/shop/order-lens-details';
import { LinePrescription } from './line-prescription';
import styles from './line-lens-details.module.css';

type LensItem = LineLens['lens'][number];

interface Props {
  lens: LineLens;
  /** An amount as the page shows money (the shopper's currency, or US dollars on the invoice). */
  price: (cents: number) => ReactNode;
  testId: string;
}

function Choice({ label, item, price }: { label: string; item: LensItem | string; price: Props['price'] }) {
  return (
    <div className={styles.choice}>
      <dt>{label}</dt>
      <dd>
        {typeof item === 'string' ? (
          <span>{item}</span>
        ) : (
          <>
            <span>{item.item}</span>
            <span>{item.priceCents === 0 ? 'Included' : price(item.priceCents)}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/**
 * A glasses line's lenses wherever the shopper meets them again (cart, checkout summary, order,
 * invoice): each choice under its spec §3 display name, then the prescription the pair is made to.
 */
export function LineLensDetails({ lens, price, testId }: Props) {
  const items = [...lens.lens, ...lens.prescription];
  return (
    <div className={styles.details} data-testid={testId}>
      <dl className={styles.choices} data-testid="line-lens-choices">
        <Choice label={lensGroupLabel('lens_use')} item={lens.lensUse} price={price} />
        {items.map((item) => (
          <Choice
            key={`${item.name}-${item.item}`}
            label={shownGroupLabel(item.name)}
            item={item}
            price={price}
          />
        ))}
      </dl>
      <LinePrescription rx={lens.rx ?? null} />
    </div>
  );
}
