'use client';

import Link from 'next/link';
import { useState } from 'react';
import { keepNewPairPrescription } from '@/components/lens-flow/lens-progress-storage';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { PrescriptionDetailsList } from './prescription-details-list';
import { PrescriptionFhirDownload } from './prescription-fhir-download';
import { PrescriptionPhoto } from './prescription-photo';
import { PrescriptionTable } from './prescription-table';
import actionStyles from '../ui/card-actions.module.css';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import styles from './prescription-book.module.css';

interface Props {
  prescription: Prescription;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const savedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * One saved prescription: its values table and/or photo, the warning when the eyes differ by 3 or
 * more, what else it states (an expired one marked), and its actions.
 */
export function PrescriptionCard({ prescription, busy, onEdit, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `prescription-${prescription.id}`;
  const typed = prescription.od_sph !== null;

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="prescription-card">
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {prescription.name}
        </h2>
        <span className={styles.saved}>
          Saved{' '}
          <time dateTime={prescription.updatedAt}>{savedOn.format(new Date(prescription.updatedAt))}</time>
        </span>
      </header>
      {typed ? <PrescriptionTable prescription={prescription} /> : null}
      {prescription.hasImage ? (
        <PrescriptionPhoto id={prescription.id} name={prescription.name} version={prescription.updatedAt} />
      ) : null}
      {prescription.warning ? (
        <p className={styles.warning} data-testid="prescription-card-warning">
          {prescription.warning}
        </p>
      ) : null}
      <PrescriptionDetailsList prescription={prescription} />
      {prescription.note ? <p className={styles.note}>{prescription.note}</p> : null}
      {confirming ? (
        <DeleteConfirmation
          label={`Delete the prescription ${prescription.name}?`}
          question={`Delete this prescription${prescription.hasImage ? ' and its photo' : ''}? This cannot be undone.`}
          busy={busy}
          onDelete={onDelete}
          onCancel={() => setConfirming(false)}
          testIdPrefix="prescription"
        />
      ) : (
        <div className={actionStyles.actions}>
          {/* docs/product.md#buy-again: the next lens wizard of this tab opens with it chosen */}
          <Link
            href="/eyeglasses"
            className={actionStyles.action}
            onClick={() => keepNewPairPrescription({ id: prescription.id, name: prescription.name })}
            data-testid="prescription-new-pair"
          >
            Use for a new pair<span className="visually-hidden"> ({prescription.name})</span>
          </Link>
          <button
            type="button"
            className={actionStyles.action}
            disabled={busy}
            onClick={onEdit}
            data-testid="prescription-edit"
          >
            Edit<span className="visually-hidden"> {prescription.name}</span>
          </button>
          <button
            type="button"
            className={actionStyles.action}
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="prescription-delete"
          >
            Delete<span className="visually-hidden"> {prescription.name}</span>
          </button>
          <PrescriptionFhirDownload id={prescription.id} name={prescription.name} disabled={busy} />
        </div>
      )}
    </article>
  );
}
