import styles from './card-actions.module.css';

interface Props {
  /** Read by screen readers as the group's name, e.g. "Delete the address of Maria Keller?". */
  label: string;
  /** The question shown, with what else goes. */
  question: string;
  busy: boolean;
  onDelete: () => void;
  onCancel: () => void;
  /** `address` gives the buttons address-delete-confirm and address-delete-cancel. */
  testIdPrefix: string;
}

/** The second step of deleting a saved item: say what goes, then Delete or Keep it. */
export function DeleteConfirmation({ label, question, busy, onDelete, onCancel, testIdPrefix }: Props) {
  return (
    <div className={styles.confirm} role="group" aria-label={label}>
      <p className={styles.confirmText}>{question}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`button ${styles.danger}`}
          disabled={busy}
          onClick={onDelete}
          data-testid={`${testIdPrefix}-delete-confirm`}
        >
          Delete
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          data-testid={`${testIdPrefix}-delete-cancel`}
        >
          Keep it
        </button>
      </div>
    </div>
  );
}
