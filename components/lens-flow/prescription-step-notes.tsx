import { PrescriptionWarning } from './prescription-warning';
import styles from './prescription-step.module.css';

export interface PrescriptionStepNotesProps {
  /** The step's panel: "Check again" puts the focus on its first field. */
  panelId: string;
  /** The server's messages about no field shown. */
  otherServerErrors: readonly string[];
  /** The fields still to fill in, by their short names; empty when none or not asked. */
  stillNeeded: readonly string[];
  /** The both-eyes warning (docs/product.md#prescription-rules), or null. */
  warning: string | null;
  /** How many times Submit met the warning since the last change (0: it has not). */
  confirmRequest: number;
  onConfirm?: () => void;
  onCheckAgain?: () => void;
}

/**
 * Under the step's panel: the server's other messages, what is still to choose, and the both-eyes
 * warning, once: a quiet note while typing, a question when Submit meets it.
 */
export function PrescriptionStepNotes({
  panelId,
  otherServerErrors,
  stillNeeded,
  warning,
  confirmRequest,
  onConfirm,
  onCheckAgain,
}: PrescriptionStepNotesProps) {
  return (
    <>
      {otherServerErrors.length > 0 ? (
        <ul className={styles.serverErrors} role="alert" data-testid="rx-server-errors">
          {otherServerErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {stillNeeded.length > 0 ? (
        <p className={styles.stillNeeded} data-testid="rx-missing">
          Still to choose: {stillNeeded.join(', ')}.
        </p>
      ) : null}
      {warning && confirmRequest > 0 ? (
        <PrescriptionWarning
          warning={warning}
          confirmRequest={confirmRequest}
          onConfirm={() => onConfirm?.()}
          onCheckAgain={() => {
            onCheckAgain?.();
            document.getElementById(panelId)?.querySelector<HTMLElement>('select, input, button')?.focus();
          }}
        />
      ) : null}
      {/* always in the page, so a screen reader hears the note when it appears */}
      <div role="status" className={styles.warningRegion}>
        {warning && confirmRequest === 0 ? (
          <p className={styles.warning} data-testid="rx-warning">
            {warning}
          </p>
        ) : null}
      </div>
    </>
  );
}
