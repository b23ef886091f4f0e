'use client';

import { useState } from 'react';
import type { PricedLine } from '@/lib/contract/calls/cart';
import { offeredPrescriptionName, prescriptionToOffer } from '@/lib/shop/order-prescription-save';
import { PrescriptionSaveOffer } from './prescription-save-offer';
import { usePrescriptionBook } from './prescription-save-book';
import styles from './prescription-save-offer.module.css';

/**
 * After paying: the prescriptions typed for this order's glasses, each offered to be kept in the
 * account (a guest's new account included) while the book does not hold it.
 */
export function OrderPrescriptionOffers({ lines }: { lines: readonly PricedLine[] }) {
  const prescriptions = usePrescriptionBook();
  const offers = lines.flatMap((line) => {
    const values = prescriptionToOffer(line.lens?.rx ?? null);
    return values && line.lens ? [{ line, values, lensUse: line.lens.lensUse }] : [];
  });
  // which ones to offer is settled once the book is known, so a saved one keeps saying where it went
  const [offered, setOffered] = useState<readonly number[] | null>(null);
  if (offered === null && prescriptions.book) {
    setOffered(
      offers.filter((offer) => prescriptions.holds(offer.values) === false).map((offer) => offer.line.id),
    );
  }
  const shown = offers.filter((offer) => offered?.includes(offer.line.id));
  if (shown.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="order-prescriptions-title"
      data-testid="order-prescriptions"
    >
      <h2 id="order-prescriptions-title" className={styles.sectionTitle}>
        Your prescription
      </h2>
      <ul className={styles.list}>
        {shown.map(({ line, values, lensUse }) => (
          <li key={line.id}>
            <PrescriptionSaveOffer
              values={values}
              name={offeredPrescriptionName(lensUse, line.name)}
              lead={`Save the prescription of your ${line.name} to your account for your next pair.`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
