import type { Prescription } from '@/lib/contract/calls/prescription';
import type { Addition } from './prescription-choice';
import { savedAdditionNote, savedSummary } from './saved-prescription-choice';
import styles from './prescription-step.module.css';

export interface PrescriptionSavedProps {
  idPrefix: string;
  addition: Addition;
  /** The shopper's saved prescriptions; undefined while they load. */
  prescriptions: readonly Prescription[] | undefined;
  /** Set when the list could not be loaded. */
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onRetry: () => void;
}

/**
 * The shopper's saved prescriptions (/api/prescription/list), one to pick. One whose ADD
 * does not suit these lenses says so, but stays selectable: the server answers with the reason.
 */
export function PrescriptionSaved({
  idPrefix,
  addition,
  prescriptions,
  failed,
  selectedId,
  onSelect,
  onRetry,
}: PrescriptionSavedProps) {
  if (failed) {
    return (
      <div className={styles.panelStatus} role="alert">
        <p>Your saved prescriptions could not be loaded.</p>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!prescriptions) {
    return (
      <p className={styles.panelStatus} role="status">
        Loading your saved prescriptions…
      </p>
    );
  }
  if (prescriptions.length === 0) {
    return (
      <p className={styles.panelStatus} data-testid="rx-saved-empty">
        You have no saved prescriptions yet. Enter your prescription or upload a photo of it instead.
      </p>
    );
  }
  return (
    <fieldset className={styles.saved}>
      <legend className="visually-hidden">Your saved prescriptions</legend>
      <ul className={styles.savedList}>
        {prescriptions.map((prescription) => {
          const optionId = `${idPrefix}-saved-${prescription.id}`;
          const note = savedAdditionNote(prescription, addition);
          const noteId = `${optionId}-note`;
          const warningId = `${optionId}-warning`;
          const describedBy = [note ? noteId : null, prescription.warning ? warningId : null]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={prescription.id}>
              <label
                className={`${styles.savedEntry} ${selectedId === prescription.id ? styles.savedChosen : ''}`}
                htmlFor={optionId}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={`${idPrefix}-saved`}
                  value={prescription.id}
                  checked={selectedId === prescription.id}
                  onChange={() => onSelect(prescription.id)}
                  aria-describedby={describedBy || undefined}
                  data-testid="rx-saved-option"
                />
                <span className={styles.savedText}>
                  <span className={styles.savedName}>{prescription.name}</span>
                  <span className={styles.savedValues}>{savedSummary(prescription)}</span>
                  {note ? (
                    <span id={noteId} className={styles.savedNote} data-testid="rx-saved-note">
                      {note}
                    </span>
                  ) : null}
                  {prescription.warning ? (
                    <span id={warningId} className={styles.savedNote}>
                      {prescription.warning}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
