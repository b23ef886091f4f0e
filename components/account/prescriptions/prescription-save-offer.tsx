'use client';

import Link from 'next/link';
import { useState } from 'react';
import { isApiError } from '@/lib/api';
import { accountHref } from '@/lib/shop/account-menu';
import type { PrescriptionNumbers } from '@/lib/shop/order-lens-details';
import { usePrescriptionBook } from './prescription-save-book';
import styles from './prescription-save-offer.module.css';

const FAILED = 'The prescription could not be saved. Please try again.';

interface Props {
  /** The typed values to keep (lib/shop/order-prescription-save.ts prescriptionToOffer). */
  values: PrescriptionNumbers;
  /** The name it gets in the book ("Single Vision for Aurora Round"); it can be changed there. */
  name: string;
  /** Words that fit where the offer stands. */
  lead?: string;
}

/**
 * Offers to keep a prescription typed in the lens wizard in the account, so the next pair
 * starts from it. Shown to a signed-in shopper while their book holds no prescription with the same
 * values; after saving it says where to find it.
 */
export function PrescriptionSaveOffer({
  values,
  name,
  lead = 'Keep this prescription for your next pair.',
}: Props) {
  const prescriptions = usePrescriptionBook();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  if (state === 'saved') {
    return (
      <p className={styles.saved} role="status" data-testid="prescription-saved">
        Saved to <Link href={accountHref('settings/prescription')}>your prescriptions</Link> as “{name}”.
      </p>
    );
  }
  if (!prescriptions.signedIn || prescriptions.holds(values) !== false) return null;

  const save = async () => {
    setState('saving');
    setProblem(null);
    try {
      await prescriptions.save(values, name);
      setState('saved');
    } catch (error) {
      setProblem(isApiError(error) && error.message ? error.message : FAILED);
      setState('idle');
    }
  };

  return (
    <div className={styles.offer} data-testid="prescription-save-offer">
      <p className={styles.lead}>{lead}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => void save()}
        disabled={state === 'saving'}
        data-testid="prescription-save"
      >
        {state === 'saving' ? 'Saving…' : 'Save to my prescriptions'}
      </button>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
