import Link from 'next/link';
import { LineLensDetails } from '@/components/cart/line-lens-details';
import { LazyImage } from '@/components/ui/lazy-image';
import type { PricedLine } from '@/lib/contract/calls/cart';
import type { CurrencyCode } from '@/lib/shop/currency';
import { formatMinor, shownLine } from '@/lib/shop/line-breakdown';
import { offeredPrescriptionName, prescriptionToOffer } from '@/lib/shop/order-prescription-save';
import { PrescriptionSaveOffer } from '../prescriptions/prescription-save-offer';
import styles from './order-detail.module.css';

interface LineProps {
  line: PricedLine;
  /** The name of the second-frame offer the order was priced with (its totals carry it). */
  offerName: string;
  currency: CurrencyCode;
  /** The order has arrived, so its buyer may review what was in it (/api/review/save). */
  reviewable: boolean;
}

/** One line of an order: the frame or accessory, its lenses, the second-frame offer and its total. */
function OrderLine({ line, offerName, currency, reviewable }: LineProps) {
  const shown = shownLine(line, currency);
  const money = (minor: number) => formatMinor(minor, currency);
  const typed = prescriptionToOffer(line.lens?.rx ?? null);
  return (
    <li className={styles.line} data-testid="order-line">
      <div className={styles.lineImage}>
        {line.image ? (
          <LazyImage
            src={line.image.url}
            alt={line.image.alt || line.name}
            width={line.image.width}
            height={line.image.height}
          />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{line.name}</h3>
        <p className={styles.lineFacts}>
          {[line.colorName, `SKU ${line.sku}`, `Quantity ${line.quantity}`].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.lineFacts} data-testid="order-line-unit">
          {line.lens ? 'Per pair' : line.kind === 'frame' ? 'Frame' : 'Item'} {money(shown.unit)}
          {line.quantity > 1 ? ` × ${line.quantity}` : ''}
        </p>
        {shown.discount > 0 ? (
          <p className={styles.offer} data-testid="order-line-offer">
            {offerName}: −{money(shown.discount)}
          </p>
        ) : null}
        {reviewable && line.code ? (
          <p className={styles.lineFacts}>
            <Link
              href={`/details/${encodeURIComponent(line.code)}#write-review`}
              data-testid="order-line-review"
            >
              Write a review<span className="visually-hidden"> of {line.name}</span>
            </Link>
          </p>
        ) : null}
      </div>
      {line.lens ? (
        <div className={styles.lineLens}>
          <LineLensDetails lens={line.lens} shown={shown} testId="order-line-lens" />
          {typed ? (
            <PrescriptionSaveOffer
              values={typed}
              name={offeredPrescriptionName(line.lens.lensUse, line.name)}
            />
          ) : null}
        </div>
      ) : null}
      <p className={styles.lineTotal} data-testid="order-line-total">
        {shown.discount > 0 ? <s className={styles.was}>{money(shown.subtotal)}</s> : null}
        {money(shown.total)}
      </p>
    </li>
  );
}

interface Props {
  lines: PricedLine[];
  /** The name of the second-frame offer the order was priced with. */
  offerName: string;
  currency: CurrencyCode;
  /** Whether each line links to its product's review form (an order that has arrived). */
  reviewable?: boolean;
}

/** The lines of an order, in the shopper's currency. */
export function OrderLines({ lines, offerName, currency, reviewable = false }: Props) {
  return (
    <ul className={styles.lines} aria-label="Items">
      {lines.map((line) => (
        <OrderLine
          key={line.id}
          line={line}
          offerName={offerName}
          currency={currency}
          reviewable={reviewable}
        />
      ))}
    </ul>
  );
}
