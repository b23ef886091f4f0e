'use client';

import Link from 'next/link';
import { PrescriptionSaveOffer } from '@/components/account/prescriptions/prescription-save-offer';
import { LazyImage } from '@/components/ui/lazy-image';
import type { CartLine } from '@/lib/contract/calls/cart';
import { formatMinor } from '@/lib/shop/line-breakdown';
import { offeredPrescriptionName, prescriptionToOffer } from '@/lib/shop/order-prescription-save';
import { CartQuantitySelect } from './cart-quantity-select';
import { LineFrameDiscount } from './line-frame-discount';
import { LineLensDetails } from './line-lens-details';
import { useShownLine } from './use-shown-line';
import styles from './cart.module.css';

interface Props {
  line: CartLine;
  /** The name of the second-frame offer the cart is priced with (the cart's totals carry it). */
  offerName: string;
  /** A change of this or another line is on its way. */
  busy: boolean;
  /** Why the shopper's last change of this line was refused. */
  changeProblem: string | undefined;
  /** Resolves once the cart has answered. */
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => void;
}

/** One cart line: the frame or accessory, its lenses, quantity, the second-frame offer and total. */
export function CartLineItem({ line, offerName, busy, changeProblem, onQuantity, onRemove }: Props) {
  const productHref = `/details/${line.code}`;
  const typed = prescriptionToOffer(line.lens?.rx ?? null);
  const shown = useShownLine(line);
  const money = (minor: number) => formatMinor(minor, shown.currency);
  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.id} aria-busy={busy}>
      <Link href={productHref} className={styles.lineImage} tabIndex={-1} aria-hidden>
        {line.image ? (
          <LazyImage
            src={line.image.url}
            alt={line.image.alt}
            width={line.image.width}
            height={line.image.height}
          />
        ) : null}
      </Link>
      <div className={styles.lineBody}>
        <h2 className={styles.lineName}>
          <Link href={productHref}>{line.name}</Link>
        </h2>
        <p className={styles.lineMeta}>Colour: {line.colorName}</p>
        {line.needsLenses ? (
          <p className={styles.lineNotice}>
            Frame only, no lenses yet.{' '}
            <Link
              href={`/details/${line.code}/lenses?color=${encodeURIComponent(line.sku)}`}
              data-testid="line-choose-lenses"
            >
              Choose lenses
            </Link>
          </p>
        ) : null}
        {line.problem ? (
          <p className={styles.lineProblem} data-testid="line-problem">
            {line.problem}
          </p>
        ) : null}
        {changeProblem ? (
          <p className={styles.lineProblem} role="alert" data-testid="line-change-problem">
            {changeProblem}
          </p>
        ) : null}
      </div>
      {line.lens ? (
        <div className={styles.lineDetails}>
          <LineLensDetails lens={line.lens} shown={shown} testId="line-lenses" />
          {typed ? (
            <PrescriptionSaveOffer
              values={typed}
              name={offeredPrescriptionName(line.lens.lensUse, line.name)}
            />
          ) : null}
        </div>
      ) : null}
      <div className={styles.lineControls}>
        <CartQuantitySelect line={line} onChange={onQuantity} />
        <button
          type="button"
          className={styles.linkButton}
          onClick={onRemove}
          disabled={busy}
          data-testid="line-remove"
        >
          Remove<span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
      <div className={styles.linePrices}>
        <p className={styles.unitPrice} data-testid="line-unit-price">
          <span>{money(shown.unit)}</span> each
        </p>
        <LineFrameDiscount shown={shown} offerName={offerName} />
        <p className={styles.lineTotal} data-testid="line-total">
          <span>{money(shown.total)}</span>
        </p>
      </div>
    </li>
  );
}
