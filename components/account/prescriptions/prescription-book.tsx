'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { showTip } from '@/lib/client/store';
import { prescriptionDeleteAddress, prescriptionListAddress } from '@/lib/contract/book-addresses';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { AccountPageHead } from '../ui/account-page-head';
import { PrescriptionCard } from './prescription-card';
import { PrescriptionFhirImport } from './prescription-fhir-import';
import { PrescriptionForm } from './prescription-form';
import styles from '../ui/account-page.module.css';
import bookStyles from './prescription-book.module.css';

/** Prescriptions one account keeps (PRESCRIPTIONS_MAX of the contract, not imported: no zod in pages). */
const PRESCRIPTIONS_MAX = 20;

const loadPrescriptions = () =>
  callApi(prescriptionListAddress, undefined, { tip: false }).then((answer) => answer.list);

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; prescription: Prescription };

/**
 * settings/prescription: saved prescriptions (/api/prescription/*, docs/product.md#privacy),
 * visible to their owner only.
 */
export function PrescriptionBook() {
  const { data: prescriptions, error, mutate } = useSWR('account-prescriptions', loadPrescriptions);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const saved = async (prescription: Prescription) => {
    setEditing({ kind: 'none' });
    await mutate();
    showTip(
      prescription.warning
        ? 'The prescription is saved. Please check the values it warns about.'
        : 'The prescription is saved.',
    );
  };

  const remove = async (id: number) => {
    if (editing.kind === 'edit' && editing.prescription.id === id) setEditing({ kind: 'none' });
    setBusy(true);
    try {
      await callApi(prescriptionDeleteAddress, { id });
      await mutate();
      showTip('The prescription is deleted.');
    } catch {
      // the API client tipped the shop's message; the prescription stays
    } finally {
      setBusy(false);
    }
  };

  const imported = async (prescription: Prescription) => {
    await mutate();
    showTip(`The prescription is imported as “${prescription.name}”.`);
  };

  const full = (prescriptions?.length ?? 0) >= PRESCRIPTIONS_MAX;

  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Prescriptions"
        lead="Save your prescriptions once and pick one when you order lenses. Only you can see them."
      />
      {editing.kind === 'none' ? (
        <div>
          <button
            type="button"
            className="button"
            disabled={!prescriptions || full}
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="prescription-add"
          >
            Add a prescription
          </button>
          <PrescriptionFhirImport disabled={!prescriptions || full} onImported={(p) => void imported(p)} />
          {full ? (
            <p className={styles.status}>
              You keep {PRESCRIPTIONS_MAX} prescriptions, the most we hold. Delete one to add another.
            </p>
          ) : null}
        </div>
      ) : (
        <PrescriptionForm
          key={editing.kind === 'edit' ? editing.prescription.id : 'new'}
          prescription={editing.kind === 'edit' ? editing.prescription : undefined}
          onSaved={(prescription) => void saved(prescription)}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      {error && !prescriptions ? (
        <p className={styles.status} role="alert">
          Your prescriptions could not be loaded. Please reload the page.
        </p>
      ) : !prescriptions ? (
        <p className={styles.status} role="status">
          Loading your prescriptions…
        </p>
      ) : prescriptions.length === 0 ? (
        editing.kind === 'none' ? (
          <div className={styles.empty} data-testid="prescription-empty">
            <h2 className={styles.emptyTitle}>No prescriptions yet</h2>
            <p className={styles.emptyText}>
              Type the values from your optician’s form, or upload a photo of it. You can use it when you
              choose lenses.
            </p>
          </div>
        ) : null
      ) : (
        <ul className={bookStyles.list} aria-label="Your prescriptions">
          {prescriptions.map((prescription) => (
            <li key={prescription.id}>
              <PrescriptionCard
                prescription={prescription}
                busy={busy}
                onEdit={() => setEditing({ kind: 'edit', prescription })}
                onDelete={() => void remove(prescription.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
